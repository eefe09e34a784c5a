import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css';

/** The offline note at the top of the page's content, as wide as the page's column. */
export const note = style({
  marginInline: 'auto',
  maxInlineSize: vars.size.contentMax,
  paddingInline: vars.space.lg,
  paddingBlockStart: vars.space.md,
});
