import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const container = style({ zIndex: vars.zIndex.toast });

// On a phone react-toastify pins toasts to the very top, full width, over the site's header and its
// menu, language and sign-in controls; they start below it instead (a logo-high bar, as the header is).
globalStyle(`${container}.Toastify__toast-container--top-left, ${container}.Toastify__toast-container--top-right`, {
  '@media': {
    'only screen and (max-width: 480px)': {
      insetBlockStart: `calc(env(safe-area-inset-top) + ${vars.size.logo} + 3 * ${vars.space.xs} + 1px)`,
    },
  },
});

export const toast = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: '0 8px 24px rgba(15, 27, 21, 0.18)',
  borderInlineStart: `5px solid ${vars.color.primary}`,
  textAlign: 'start',
});

// react-toastify's own class names: the type picks the accent edge; text stays on white for contrast.
globalStyle(`${toast}.Toastify__toast--error`, { borderInlineStartColor: vars.color.danger });
globalStyle(`${toast}.Toastify__toast--success`, { borderInlineStartColor: vars.color.success });
globalStyle(`${container} .Toastify__close-button`, { color: vars.color.text, opacity: 0.8 });
globalStyle(`${container} .Toastify__close-button:focus-visible`, { outline: `3px solid ${vars.color.focusRing}`, opacity: 1 });
globalStyle(`${container} .Toastify__progress-bar--success`, { backgroundColor: vars.color.success });
globalStyle(`${container} .Toastify__progress-bar--error`, { backgroundColor: vars.color.danger });
