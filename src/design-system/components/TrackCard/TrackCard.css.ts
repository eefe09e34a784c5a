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

/** Where the contestant stands: a short line under the title, set apart from the description by weight and colour. */
export const status = style({ margin: 0, color: vars.color.primary, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, flex: 1, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: 'auto' });
