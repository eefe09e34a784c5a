import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** For a logo or image link: no underline, no colour change. */
export const plain = style({ textDecoration: 'none', color: 'inherit' });

export const icon = style({ inlineSize: '1em', blockSize: '1em', flexShrink: 0 });
