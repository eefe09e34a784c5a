import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
  selectors: { '&[data-expanded]': { borderColor: vars.color.primary } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: vars.size.controlLg,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const chevron = style({
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  flexShrink: 0,
  color: vars.color.primary,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.normal,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
});

export const panel = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const panelInner = style({ paddingInline: vars.space.lg, paddingBlockEnd: vars.space.lg });
