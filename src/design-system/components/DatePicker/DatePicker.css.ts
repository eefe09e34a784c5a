import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldTrigger, popoverSurface } from '../Field/popover.css';

export const group = style({
  display: 'flex',
  maxInlineSize: '26rem',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.control,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const input = style({ display: 'flex', flex: 1, alignItems: 'center', flexWrap: 'wrap', fontVariantNumeric: 'tabular-nums' });

export const segment = style({
  display: 'inline-block',
  minInlineSize: '24px',
  minBlockSize: '24px',
  paddingInline: '2px',
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary, outline: 'none' },
  },
});

export const trigger = fieldTrigger;

export const popover = popoverSurface;

export const dialog = style({ outline: 'none' });

export const timeZone = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
