import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css';

export const shell = style({
  minBlockSize: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-100px',
  zIndex: 1000,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});

export const main = style({ minBlockSize: '60vh' });
