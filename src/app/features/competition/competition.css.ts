import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

// The competition feature's pieces (archives, rules, their pages); the home page shows them too.

// auto-fit: a row of fewer cards than columns (three archives at 1280 px) spreads over the width instead of leaving a gap.
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/** Space kept for a section whose data is on its way (no jump when it arrives). */
/** The block a section's loading state keeps (the resource view's `reserve`), so the page does not jump when it arrives. */
export const reservedBlockSize = '240px' as const;

export const archiveActionLink = style({ color: 'inherit', fontWeight: vars.fontWeight.bold });

export const rulesList = style({ display: 'grid', gap: vars.space.md, margin: 0, paddingInlineStart: vars.space.xl, lineHeight: vars.lineHeight.normal });

export const ruleTitle = style({ fontWeight: vars.fontWeight.bold });

export const page = style({ maxInlineSize: vars.size.contentMax, marginInline: 'auto', paddingInline: vars.space.lg, paddingBlock: vars.space.xxl, display: 'grid', gap: vars.space.xl });

export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.primary });
