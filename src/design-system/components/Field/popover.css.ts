// What the design system's pop-up lists and calendars share: the surface they open on (the date picker's calendar, the
// combo box's list, the menu) and the round icon button beside a field that opens one.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popoverSurface = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: '0 12px 32px rgba(15, 27, 21, 0.18)',
  zIndex: vars.zIndex.popover,
  selectors: {
    // react-aria hides a popover (inline opacity, clip, clip-path, mask) until its placement is known and restores the
    // styles when it is; when the content changes while it opens (a combo box's list filtered as it is typed, the field
    // low on a phone's screen) the restore can bring back the hidden values, leaving an open pop-up nobody can see or
    // tap. Once placed, a pop-up is shown.
    '&[data-placement]': {
      opacity: '1 !important',
      clip: 'auto !important',
      clipPath: 'none !important',
      maskImage: 'none !important',
    },
  },
});

/** The round icon button inside a field that opens its pop-up (a calendar, a list). */
export const fieldTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  padding: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.round,
  backgroundColor: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
