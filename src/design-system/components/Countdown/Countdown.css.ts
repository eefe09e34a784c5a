import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const countdown = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text, fontWeight: vars.fontWeight.bold, textAlign: 'center' });

export const units = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });

export const unit = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minInlineSize: '4.5rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const number = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', lineHeight: vars.lineHeight.tight });

export const label = style({ fontSize: vars.fontSize.xs });
