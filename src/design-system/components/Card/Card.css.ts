import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The shared card shell: white, rounded, a hairline border and a soft shadow. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 2px 10px rgba(15, 27, 21, 0.06)',
  textAlign: 'start',
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.primary, margin: 0 });

export const subtitle = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted, margin: 0 });
