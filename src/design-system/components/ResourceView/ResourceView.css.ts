import { createVar, style } from '@vanilla-extract/css';

/** The block size kept while loading, so nothing below jumps when the content arrives. */
export const reservedBlockSize = createVar();

export const reserve = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '100%',
  minBlockSize: reservedBlockSize,
});
