import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const counter = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  minInlineSize: '10rem',
});

export const icon = style({ inlineSize: vars.size.iconLg, blockSize: vars.size.iconLg, color: vars.color.accentText });

export const value = style({ fontSize: vars.fontSize.xxxl, fontWeight: vars.fontWeight.bold, color: vars.color.primary, fontVariantNumeric: 'tabular-nums', lineHeight: vars.lineHeight.tight });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
