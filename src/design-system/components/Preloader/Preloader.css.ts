import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const preloader = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.lg,
    backgroundColor: vars.color.background,
    color: vars.color.primary,
  },
  variants: {
    // fullPage covers the viewport as an overlay, so the page underneath keeps its layout (no shift).
    fullPage: {
      true: { position: 'fixed', inset: 0, zIndex: vars.zIndex.preloader },
      false: { inlineSize: '100%' },
    },
  },
  defaultVariants: { fullPage: true },
});

export const mark = style({ inlineSize: vars.size.logo, blockSize: vars.size.logo, color: vars.color.accent });
