import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ inlineSize: '48px', blockSize: '48px', color: vars.color.accentText });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const description = style({ margin: 0, maxInlineSize: '32rem' });

export const errorIcon = style({ inlineSize: '48px', blockSize: '48px', color: vars.color.danger });
