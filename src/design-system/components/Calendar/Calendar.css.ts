import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0, textAlign: 'center', flex: 1 });

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  padding: vars.space.sm,
  borderRadius: vars.radius.round,
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, paddingBlock: vars.space.xs });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  margin: '1px',
  borderRadius: vars.radius.round,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textMuted, textDecoration: 'line-through', cursor: 'not-allowed', opacity: 0.75 },
    '&[data-today]:not([data-selected])': { boxShadow: `inset 0 0 0 1.5px ${vars.color.accentText}` },
  },
});

/** A cell that also shows a second date (the Hijri day) under the day number. */
export const cellWithSecondary = style({ flexDirection: 'column', blockSize: '46px', gap: 0, lineHeight: 1.1 });

export const secondary = style({ fontSize: '0.625rem', opacity: 0.85, selectors: { '&::after': { content: 'attr(data-secondary)' } } });

export const timeZone = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
