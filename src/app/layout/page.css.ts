import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css';

export const page = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.lg,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});

export const action = style({
  justifySelf: 'start',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  textDecoration: 'none',
});
