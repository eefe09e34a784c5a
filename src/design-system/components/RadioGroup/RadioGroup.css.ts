import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 0, padding: 0, margin: 0 });

export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' },
  variants: {
    orientation: { horizontal: { flexDirection: 'row' }, vertical: { flexDirection: 'column' } },
  },
});

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.control,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-selected]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySubtle, fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const indicator = style({
  inlineSize: '18px',
  blockSize: '18px',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  transitionProperty: 'border-width, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: '6px', borderColor: vars.color.primary },
  },
});
