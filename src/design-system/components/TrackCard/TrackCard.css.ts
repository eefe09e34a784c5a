import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({ blockSize: '100%' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.control,
  blockSize: vars.size.control,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, flex: 1, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: 'auto' });
