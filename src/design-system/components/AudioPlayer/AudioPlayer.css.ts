import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const player = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.control,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxSizing: 'border-box',
});

export const slider = style({ flex: '1 1 auto', minInlineSize: '64px', display: 'flex', alignItems: 'center' });

export const track = style({
  position: 'relative',
  inlineSize: '100%',
  blockSize: vars.size.control,
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: '50%',
      blockSize: '4px',
      marginBlockStart: '-2px',
      borderRadius: vars.radius.pill,
      background: vars.color.borderStrong,
    },
    '&[data-disabled]': { cursor: 'default' },
  },
});

/** How much has played, 0..1 (set from the slider's value). */
export const played = createVar();

export const fill = style({
  position: 'absolute',
  inlineSize: `calc(${played} * 100%)`,
  insetInlineStart: 0,
  insetBlockStart: '50%',
  blockSize: '4px',
  marginBlockStart: '-2px',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
});

export const thumb = style({
  insetBlockStart: '50%',
  inlineSize: '16px',
  blockSize: '16px',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.primary}`,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-dragging]': { background: vars.color.primaryPressed },
    '&[data-disabled]': { background: vars.color.borderStrong, boxShadow: 'none' },
  },
});

export const time = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const failed = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
