// What every track page draws alike (the quiz, the recordings, the booking): its column, title, intro, cards and
// badges. The spacing between a page's parts and inside its cards is the design system's Stack and Inline.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

const centred = style({ marginInline: 'auto', paddingInline: vars.space.lg, paddingBlock: vars.space.xl });

/** A track page's centred column (a `Stack` lays out its parts): the quiz reads narrow, the recordings wider. */
export const column = styleVariants({
  quiz: [centred, { maxInlineSize: '40rem' }],
  booking: [centred, { maxInlineSize: '44rem', paddingInline: vars.space.md }],
  recording: [centred, { maxInlineSize: '48rem' }],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.primary });

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

/** A side note: smaller and muted. */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A card of a track page: what it holds one above the other, 12 px apart. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** A small status label; each page gives it its tone. */
export const badge = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
});
