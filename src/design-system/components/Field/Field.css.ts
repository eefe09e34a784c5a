import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, inlineSize: '100%' });

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text, fontSize: vars.fontSize.md });

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const control = recipe({
  base: {
    inlineSize: '100%',
    minBlockSize: vars.size.control,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `1.5px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    textAlign: 'start',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-focused]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
      // An address, a number or a code is written left to right; in a right-to-left page it still sits on the label's side.
      '[dir="rtl"] &[dir="ltr"]': { textAlign: 'end' },
    },
  },
  variants: {
    multiline: { true: { resize: 'vertical', minBlockSize: '7.5rem' }, false: {} },
  },
  defaultVariants: { multiline: false },
});

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const count = recipe({
  base: { marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: { over: { true: { color: vars.color.danger, fontWeight: vars.fontWeight.bold }, false: {} } },
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
