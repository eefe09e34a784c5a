import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { popoverSurface } from '../Field/popover.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xxs,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[aria-expanded="true"]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const chevron = style({ inlineSize: '16px', blockSize: '16px', color: vars.color.textMuted });

export const popover = style([popoverSurface, { minInlineSize: '200px', padding: vars.space.xs }]);

export const menu = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  minBlockSize: vars.size.controlSm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.primarySubtle, color: vars.color.primary },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const danger = style({ color: vars.color.danger, selectors: { '&[data-focused]': { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger } } });

export const itemIcon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon, flexShrink: 0 });
