import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideFromStartRtl = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  backgroundColor: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` } },
});

export const drawer = recipe({
  base: {
    position: 'fixed',
    insetBlock: 0,
    inlineSize: vars.size.drawer,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: '0 0 40px rgba(15, 27, 21, 0.3)',
    overflowY: 'auto',
  },
  variants: {
    side: {
      start: {
        insetInlineStart: 0,
        selectors: {
          '&[data-entering]': { animation: `${slideFromStart} ${vars.duration.slow} ease-out` },
          '[dir="rtl"] &[data-entering]': { animation: `${slideFromStartRtl} ${vars.duration.slow} ease-out` },
        },
      },
      end: {
        insetInlineEnd: 0,
        selectors: {
          '&[data-entering]': { animation: `${slideFromStartRtl} ${vars.duration.slow} ease-out` },
          '[dir="rtl"] &[data-entering]': { animation: `${slideFromStart} ${vars.duration.slow} ease-out` },
        },
      },
    },
  },
  defaultVariants: { side: 'start' },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, outline: 'none', minBlockSize: '100%' });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.primary, margin: 0 });
