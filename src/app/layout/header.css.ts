import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../design-system/theme/tokens';
import { vars } from '../../design-system/theme/contract.css';

// Spec §2: fixed at the top; translucent and blurred once the page is scrolled above 0.
// Sticky keeps it at the top without covering the start of the page.
export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  transitionProperty: 'background-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-scrolled]': {
      backgroundColor: 'rgba(255, 255, 255, 0.82)',
      backdropFilter: 'blur(10px)',
      WebkitBackdropFilter: 'blur(10px)',
      boxShadow: '0 4px 18px rgba(15, 27, 21, 0.12)',
    },
  },
});

// Whatever is scrolled or focused into view (a refused form's first field, a fieldset's legend, a section reached by its
// link) lands below the sticky header, not under it: the header's block size (its tallest image, the logo or from sm
// the partners' marks, and its padding) plus a breath.
globalStyle(`html:has(${header})`, {
  scrollPaddingBlockStart: `calc(${vars.size.logo} + 2 * ${vars.space.xs} + ${vars.space.sm})`,
  '@media': { [mediaQuery('sm')]: { scrollPaddingBlockStart: `calc(${vars.size.image} + 2 * ${vars.space.xs} + ${vars.space.sm})` } },
});

export const bar = style({
  maxInlineSize: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [mediaQuery('md')]: { paddingInline: vars.space.lg, gap: vars.space.lg } },
});

export const brand = style({
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const logo = style({ inlineSize: vars.size.logo, blockSize: vars.size.logo, display: 'block' });

export const partners = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [mediaQuery('sm')]: { display: 'inline-flex' } },
});

export const partnerImage = style({ inlineSize: vars.size.image, blockSize: vars.size.image, display: 'block' });

export const partnerFigure = style({ display: 'inline-flex', margin: 0 });

export const nav = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [mediaQuery('lg')]: { display: 'flex' } },
});

export const navList = style({ display: 'contents', listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primarySubtle, color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const languageTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  lineHeight: 1,
  paddingInline: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  fontWeight: vars.fontWeight.medium,
});

export const bell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.control,
  blockSize: vars.size.control,
  borderRadius: vars.radius.pill,
  color: vars.color.primary,
  selectors: {
    '&:hover': { backgroundColor: vars.color.primarySubtle },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const bellIcon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const menuButton = style({
  '@media': { [mediaQuery('lg')]: { display: 'none' } },
});

export const accountPlaceholder = style({ inlineSize: vars.size.avatar, blockSize: vars.size.avatar });

/**
 * The account area keeps the width of its widest guest content (the Arabic login button) while the
 * session is checked, so the language menu beside it does not jump when the button appears (CLS).
 */
export const account = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minInlineSize: 'min(6.75rem, 30vw)',
});

export const drawerNav = style({ display: 'grid', gap: vars.space.xs });

export const drawerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const drawerLink = style([
  navLink,
  { display: 'flex', inlineSize: '100%', paddingInline: vars.space.md, fontSize: vars.fontSize.lg },
]);

/** The signed-in person's own pages in the drawer, under a heading, apart from the site's links. */
export const drawerAccount = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.md,
  marginBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const drawerHeading = style({
  margin: 0,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const drawerPartners = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  marginBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
