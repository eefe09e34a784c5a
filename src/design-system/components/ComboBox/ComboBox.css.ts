import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldTrigger, popoverSurface } from '../Field/popover.css';

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.size.control,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  alignSelf: 'stretch',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  // 16 px or more, so a phone does not zoom the page when the field takes focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const trigger = fieldTrigger;

export const popover = style([
  popoverSurface,
  {
    // As wide as the field, never wider than the screen; tall enough for several choices above a phone's keyboard.
    inlineSize: 'var(--trigger-width)',
    maxInlineSize: 'calc(100vw - 16px)',
    maxBlockSize: 'min(20rem, 50vh)',
    overflowY: 'auto',
    padding: vars.space.xs,
  },
]);

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.primarySubtle, color: vars.color.primary },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const itemLabel = style({ fontSize: vars.fontSize.md });

export const itemDetail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  selectors: { [`${item}[data-focused] &`]: { color: vars.color.primary } },
});

export const empty = style({ paddingInline: vars.space.md, paddingBlock: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
