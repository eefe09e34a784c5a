import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bar = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'none',
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginInlineStart: 'auto',
  alignItems: 'center',
});

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  paddingBlock: vars.space.xs,
  selectors: { '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold } },
});

export const languageButton = style({
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  cursor: 'pointer',
});

export const footer = style({
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
});

export const footerInner = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  justifyContent: 'space-between',
});

export const footerLink = style({ color: vars.color.textInverse });
