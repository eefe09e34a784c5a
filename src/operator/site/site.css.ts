import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** A text not yet complete in both languages: the completion badge in the danger tone. */
export const badgeMissing = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
