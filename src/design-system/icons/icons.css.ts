import { style } from '@vanilla-extract/css';

export const icon = style({ display: 'block', inlineSize: '100%', blockSize: '100%', flexShrink: 0 });

/** Arrows that point "forward" (in reading order) mirror in right-to-left pages. */
export const forward = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
