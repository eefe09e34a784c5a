import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
});

export const viewport = style({ overflow: 'hidden' });

/** Slide spacing of 10 px: a negative start margin on the track and the same padding on each slide. */
export const container = style({ display: 'flex', touchAction: 'pan-y pinch-zoom', marginInlineStart: '-10px' });

export const slide = style({
  flex: '0 0 100%',
  minInlineSize: 0,
  paddingInlineStart: '10px',
  '@media': {
    [mediaQuery('sm')]: { flexBasis: '50%' },
    [mediaQuery('lg')]: { flexBasis: '33.3333%' },
    [mediaQuery('xxxl')]: { flexBasis: '25%' },
  },
});

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm });

export const dots = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const dotButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '24px',
  blockSize: '24px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '0' },
  },
});

/** Dynamic bullets: the current page is largest, neighbours smaller, far pages smallest. */
export const dot = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.borderStrong,
    transitionProperty: 'inline-size, block-size, background-color',
    transitionDuration: vars.duration.normal,
  },
  variants: {
    distance: {
      current: { inlineSize: '22px', blockSize: '10px', backgroundColor: vars.color.primary },
      near: { inlineSize: '10px', blockSize: '10px' },
      far: { inlineSize: '6px', blockSize: '6px' },
    },
  },
});
