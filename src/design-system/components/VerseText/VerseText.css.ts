import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const verses = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontFamily: "'Amiri Quran', 'Noto Naskh Arabic', serif",
  fontSize: '1.5rem',
  lineHeight: 2.2,
  textAlign: 'start',
  color: vars.color.text,
});

export const ayahNumber = style({ color: vars.color.accentText, whiteSpace: 'nowrap' });

export const source = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
