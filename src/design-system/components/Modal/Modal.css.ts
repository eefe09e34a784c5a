import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ease-in reverse` },
  },
});

export const modal = recipe({
  base: {
    maxBlockSize: 'calc(100dvh - 32px)',
    overflow: 'auto',
    borderRadius: vars.radius.xl,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: '0 24px 64px rgba(15, 27, 21, 0.28)',
    zIndex: vars.zIndex.modal,
    selectors: { '&[data-entering]': { animation: `${rise} ${vars.duration.slow} ease-out` } },
  },
  variants: {
    size: {
      sm: { inlineSize: 'min(420px, calc(100vw - 32px))' },
      md: { inlineSize: vars.size.dialog },
      lg: { inlineSize: 'min(820px, calc(100vw - 32px))' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({ position: 'relative', padding: vars.space.xl, outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.primary, margin: 0 });

export const close = style({ marginInlineStart: 'auto', flexShrink: 0, marginBlockStart: `calc(-1 * ${vars.space.xs})` });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
