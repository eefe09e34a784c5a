import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

// Results pages (candidates, winners, draws) and the certificates pages that share their list.

export const page = style({ maxInlineSize: '60rem', minInlineSize: 0, marginInline: 'auto', paddingInline: vars.space.lg, paddingBlock: vars.space.xxl, display: 'grid', gap: vars.space.xl });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.primary, lineHeight: vars.lineHeight.tight });

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const searchForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const searchField = style({ flex: '1 1 14rem', minInlineSize: 0 });

export const count = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minInlineSize: 0,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minInlineSize: 0 });

export const personText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Ids, hashes and other machine text: left to right in both languages, wrapping anywhere. */
export const code = style({
  direction: 'ltr',
  unicodeBidi: 'isolate',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.sm,
  // It wraps at the <wbr> its text carries (after a slash, before a dot…); a piece is cut only when longer than a line.
  overflowWrap: 'break-word',
});

export const prize = style({ margin: 0, color: vars.color.accentText, fontWeight: vars.fontWeight.bold });

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: vars.space.lg, rowGap: vars.space.sm, margin: 0 });

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });

export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.primary });

export const idList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const idChip = style([code, { paddingInline: vars.space.sm, paddingBlock: vars.space.xxs, borderRadius: vars.radius.pill, backgroundColor: vars.color.surfaceMuted }]);

export const winnerChip = style([idChip, { backgroundColor: vars.color.primarySubtle, fontWeight: vars.fontWeight.bold }]);

export const notice = style({
  margin: 0,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `5px solid ${vars.color.primary}`,
  backgroundColor: vars.color.primarySubtle,
  lineHeight: vars.lineHeight.normal,
});

export const noticeBad = style([notice, { borderInlineStartColor: vars.color.danger, backgroundColor: vars.color.dangerSubtle }]);

export const noticeWarn = style([notice, { borderInlineStartColor: vars.color.accentText, backgroundColor: vars.color.surfaceMuted }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const textLink = style({ color: vars.color.primary, fontWeight: vars.fontWeight.bold });

export const details = style({ minInlineSize: 0 });
