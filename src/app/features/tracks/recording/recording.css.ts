import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/theme/contract.css';

export const page = style({
  maxInlineSize: '48rem',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.primary });

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const badgeDone = style({ background: vars.color.successSubtle, color: vars.color.success });

export const badgeRefused = style({ background: vars.color.dangerSubtle, color: vars.color.danger });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const audio = style({ inlineSize: '100%' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const versesFigure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const verses = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontFamily: "'Amiri Quran', 'Noto Naskh Arabic', serif",
  fontSize: '1.5rem',
  lineHeight: 2.2,
  textAlign: 'start',
  color: vars.color.text,
});

export const ayahNumber = style({ color: vars.color.accentText, whiteSpace: 'nowrap' });

export const versesSource = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
