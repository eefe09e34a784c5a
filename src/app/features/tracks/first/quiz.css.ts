import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/theme/contract.css';
import { badge as badgeShape, column, intro } from '../trackPage.css';

// The page's column, title and cards are every track page's; the spacing is the design system's Stack and Inline.
export { title, card, cardTitle } from '../trackPage.css';
export const page = column.quiz;
export const muted = intro;

export const facts = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs, lineHeight: vars.lineHeight.normal });

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const timerLow = style({ background: vars.color.dangerSubtle, color: vars.color.danger });

export const position = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const banner = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const saveState = style({ margin: 0, minBlockSize: '1.5em', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const notSaved = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const reviewItem = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, paddingBlock: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.border}` });

export const badge = style([badgeShape, { display: 'inline-block', background: vars.color.successSubtle, color: vars.color.success }]);

export const badgeMissing = style({ background: vars.color.dangerSubtle, color: vars.color.danger });

export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const progress = style({ flex: '1 1 10rem' });

export const answerItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingBlock: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}` });
