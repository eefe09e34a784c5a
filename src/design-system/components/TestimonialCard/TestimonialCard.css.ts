import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({ blockSize: '100%', margin: 0 });

export const stars = style({ display: 'flex', gap: vars.space.xxs, color: vars.color.star });

export const star = style({ inlineSize: '18px', blockSize: '18px' });

export const review = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: vars.color.text });

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, marginBlockStart: 'auto' });

export const author = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primary, fontStyle: 'normal' });

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
