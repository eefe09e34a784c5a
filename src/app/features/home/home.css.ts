import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';
import { mediaQuery } from '../../../design-system/theme/tokens';
import { bottomBarSize } from '../../../design-system/components/BackToTop/BackToTop.css';

// The card grid and the reserved space are the competition feature's; the home page's sections use them too.
import { grid, reservedBlockSize } from '../competition/competition.css';

export { grid, reservedBlockSize };

/** One page band: a centred column with a heading above its content. */
export const section = style({
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
});

export const sectionMuted = style([section, { backgroundColor: vars.color.surfaceMuted }]);

export const inner = style({
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  display: 'grid',
  // minmax(0, …): a wide child (the slider's track) must not widen the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  color: vars.color.primary,
  textAlign: 'center',
});

export const lead = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center', lineHeight: vars.lineHeight.relaxed });



export const centre = style({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: vars.space.md });
export const plainList = style([centre, { listStyle: 'none', padding: 0, margin: 0 }]);

/* Hero */
export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  // A phone's hero is as tall as its content: a minimum height centred it in empty green (issue 21).
  paddingBlock: vars.space.xxxl,
  '@media': { [mediaQuery('md')]: { minBlockSize: 'min(82svh, 720px)', paddingBlock: vars.space.huge } },
  paddingInline: vars.space.lg,
  color: vars.color.textInverse,
  backgroundColor: vars.color.surfaceInverse,
  textAlign: 'center',
});

export const heroBackdrop = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  inlineSize: '100%',
  blockSize: '100%',
  transition: `filter ${vars.duration.slow} ease`,
  selectors: { '[data-blurred="true"] &': { filter: 'blur(6px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// Full width (up to 48rem), and so are its title, subtitle and partners (the hero centres their
// text): no box is as wide as its text, so none moves when the text's face changes.
export const heroContent = style({ display: 'grid', gap: vars.space.xl, inlineSize: '100%', maxInlineSize: '48rem' });

export const heroTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQuery('md')]: { fontSize: vars.fontSize.display } },
});

// The hero must not change height when the web font replaces the fallback face (a slow first
// visit): it is centred, so any change moved all of it (CLS 0.025 in Arabic at 390 px, 0.05 in
// English at 360 px, where the partner links wrapped to a second row). On a phone the subtitle
// keeps two lines; the partners sit in two equal columns whose labels keep two lines.
export const heroSubtitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  minBlockSize: `calc(2 * ${vars.lineHeight.normal} * ${vars.fontSize.lg})`,
  '@media': { [mediaQuery('md')]: { minBlockSize: 'auto' } },
});

export const partners = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  // A set width (not the labels'): the two logos stay together on a wide screen.
  inlineSize: 'min(100%, 26rem)',
  justifySelf: 'center',
  gap: vars.space.xl,
  alignItems: 'start',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const partnerLink = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textInverse,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
});

export const partnerName = style({ minBlockSize: `calc(2 * ${vars.lineHeight.normal} * ${vars.fontSize.sm})` });

export const partnerLogo = style({ inlineSize: '75px', blockSize: '75px', display: 'block' });

/* About */
export const aboutBanner = style({
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.xxl,
  borderRadius: vars.radius.xl,
  color: vars.color.textInverse,
  backgroundImage: `linear-gradient(135deg, ${vars.color.surfaceInverse}, ${vars.color.primary})`,
});

export const aboutTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const aboutText = style({ margin: 0, lineHeight: vars.lineHeight.relaxed, maxInlineSize: '44rem' });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.primary, textAlign: 'center' });

/* Method */
export const methodList = style([grid, { counterReset: 'method' }]);
export const methodItem = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  lineHeight: vars.lineHeight.normal,
});
export const methodNumber = style({
  inlineSize: vars.size.control,
  blockSize: vars.size.control,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
});

/* Competition time */
export const timeBox = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  minBlockSize: '180px',
  alignContent: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});
export const timeMessage = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.normal });
export const meccaNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/* Track buttons */
export const trackActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const inlineNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/* Statistics */
export const statsList = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/* The fixed statistics-and-countdown bar: one compact line on a phone (a short label and the time), the
   competition's title and the statistics beside it from md up. */
export const barBlockSize = { phone: '40px', wide: '48px' } as const;
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.raised,
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: barBlockSize.phone,
  paddingBlock: 0,
  paddingInline: vars.space.lg,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  '@media': { [mediaQuery('md')]: { blockSize: barBlockSize.wide } },
});
// The page's end stays reachable above the bar, and whatever is scrolled or focused into view lands above it.
export const barSpacer = style({
  blockSize: barBlockSize.phone,
  '@media': { [mediaQuery('md')]: { blockSize: barBlockSize.wide } },
});
// The back-to-top button rises above the bar rather than sitting across its edge.
globalStyle(`html:has(${bar})`, {
  scrollPaddingBlockEnd: barBlockSize.phone,
  vars: { [bottomBarSize]: barBlockSize.phone },
  '@media': { [mediaQuery('md')]: { scrollPaddingBlockEnd: barBlockSize.wide, vars: { [bottomBarSize]: barBlockSize.wide } } },
});
export const barItem = style({ margin: 0, display: 'flex', gap: vars.space.xs, alignItems: 'baseline', minInlineSize: 0 });
/** Only from md up: the title and the statistics. */
export const barWide = style({ display: 'none', '@media': { [mediaQuery('md')]: { display: 'flex' } } });
/** Only on a phone: the short label before the time. */
export const barShort = style({ '@media': { [mediaQuery('md')]: { display: 'none' } } });
export const barNumber = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

/* Archives */

/* Impressions */
export const impressionsReserve = style({ minBlockSize: '260px', minInlineSize: 0 });
export const formGrid = style({ display: 'grid', gap: vars.space.lg });
export const thanks = style({ display: 'grid', gap: vars.space.md, justifyItems: 'center', textAlign: 'center', paddingBlock: vars.space.xl });
export const thanksTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.success });

/* Rules */


globalStyle(`${heroTitle}, ${heroSubtitle}`, { textWrap: 'balance' } as never);
