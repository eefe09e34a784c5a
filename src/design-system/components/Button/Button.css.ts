import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.pill,
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, transform',
    transitionDuration: vars.duration.fast,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.primaryPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&[data-hovered]': { backgroundColor: vars.color.primarySubtle } },
      },
      accent: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&[data-hovered]': { backgroundColor: vars.color.accentHover } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: { '&[data-hovered]': { backgroundColor: vars.color.primarySubtle } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&[data-hovered]': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      sm: { minBlockSize: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minBlockSize: vars.size.control, paddingInline: vars.space.xl, fontSize: vars.fontSize.md },
      lg: { minBlockSize: vars.size.controlLg, paddingInline: vars.space.xxl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1', borderRadius: vars.radius.round },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'sm' }, style: { inlineSize: vars.size.controlSm } },
    { variants: { iconOnly: true, size: 'md' }, style: { inlineSize: vars.size.control } },
    { variants: { iconOnly: true, size: 'lg' }, style: { inlineSize: vars.size.controlLg } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, iconOnly: false },
});

/** The label stays in place (and in the accessible name) while the spinner covers it. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const icon = style({ display: 'inline-flex', inlineSize: vars.size.icon, blockSize: vars.size.icon });
