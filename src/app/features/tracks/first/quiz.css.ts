import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/theme/contract.css';

export const page = style({
  maxInlineSize: '40rem',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.primary });

export const muted = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const facts = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs, lineHeight: vars.lineHeight.normal });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'space-between', alignItems: 'center' });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

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

export const reviewList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const reviewItem = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, paddingBlock: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.border}` });

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  background: vars.color.successSubtle,
  color: vars.color.success,
});

export const badgeMissing = style({ background: vars.color.dangerSubtle, color: vars.color.danger });

export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const progress = style({ flex: '1 1 10rem' });

export const answerItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingBlock: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}` });
