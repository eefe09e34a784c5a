import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/theme/contract.css';
import { badge as badgeShape, column, note } from '../trackPage.css';

// The page's column, title and cards are every track page's; the spacing is the design system's Stack and Inline.
export { title, intro, card, cardTitle } from '../trackPage.css';
export const page = column.booking;
export const muted = note;

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs, lineHeight: vars.lineHeight.normal });

export const levelName = style({ fontWeight: vars.fontWeight.bold });

export const calendarBox = style({ display: 'flex', justifyContent: 'center' });

export const slots = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))' });

export const slotButton = style({
  inlineSize: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const when = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const meccaTime = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const localTime = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const hijri = style({ color: vars.color.accentText, fontSize: vars.fontSize.sm });

export const alert = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSubtle, color: vars.color.danger });

export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.successSubtle, color: vars.color.success });

export const holdBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
});

export const countdown = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', color: vars.color.primary });

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0 });

export const step = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const stepMark = style({
  flexShrink: 0,
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  marginBlockStart: '0.15rem',
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.borderStrong}`,
  selectors: {
    '&[data-step="done"]': { background: vars.color.success, borderColor: vars.color.success },
    '&[data-step="current"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&[data-step="refused"]': { background: vars.color.danger, borderColor: vars.color.danger },
  },
});

export const stepText = style({ display: 'grid', gap: vars.space.xxs });

export const badge = style([badgeShape, { alignSelf: 'flex-start', fontWeight: vars.fontWeight.bold, background: vars.color.primarySubtle, color: vars.color.primary }]);

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });
