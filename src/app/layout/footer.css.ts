import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../design-system/theme/tokens';
import { vars } from '../../design-system/theme/contract.css';

export const footer = style({
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
});

export const inner = style({
  maxInlineSize: '80rem',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQuery('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const column = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const link = style({
  color: vars.color.textInverse,
  textUnderlineOffset: '3px',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' } },
});

export const contactValue = style({ unicodeBidi: 'plaintext' });

export const complaintButton = style({ justifySelf: 'start' });

export const bottom = style({
  maxInlineSize: '80rem',
  marginInline: 'auto',
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: '1px solid rgba(255, 255, 255, 0.25)',
  fontSize: vars.fontSize.sm,
});
