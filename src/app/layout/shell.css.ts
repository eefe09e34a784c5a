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

export const fallback = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInline: vars.space.lg,
  zIndex: vars.zIndex.toast,
  margin: 0,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  textAlign: 'center',
});
