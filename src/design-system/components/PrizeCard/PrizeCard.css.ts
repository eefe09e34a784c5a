import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({ position: 'relative', overflow: 'hidden', borderBlockStart: `6px solid ${vars.color.accent}` });

export const facts = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md, margin: 0 });

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// Amount and currency wrap as two wholes: a narrow card moves the currency under the amount, never "ريال" | "سعودي".
export const value = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const currency = style({ fontSize: vars.fontSize.md, color: vars.color.accentText, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
