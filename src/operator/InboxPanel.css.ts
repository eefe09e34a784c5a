import { style } from '@vanilla-extract/css';
import { vars } from '../design-system';

/** A message of a thread: what was written, set off from the sentence that says who wrote it and when. */
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** An operator's answer: the same, in the console's colour. */
export const reply = style([quote, { borderInlineStartColor: vars.color.primary }]);

/** The status badge of a closed thread, quieter than the others. */
export const closedBadge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
