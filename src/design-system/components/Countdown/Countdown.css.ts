import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const countdown = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text, fontWeight: vars.fontWeight.bold, textAlign: 'center' });

// Always one row: the boxes shrink on a narrow phone instead of wrapping the seconds onto a line of their own.
// Full width: a shrink-wrapped row would size the boxes to their digits (Chrome sums the items' content, not their basis).
export const units = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'nowrap', justifyContent: 'center', inlineSize: '100%' });

export const unit = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  flex: '0 1 4.5rem',
  minInlineSize: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const number = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', lineHeight: vars.lineHeight.tight });

export const label = style({ fontSize: vars.fontSize.xs });
