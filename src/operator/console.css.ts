import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../design-system';

export const page = style({ minBlockSize: '100vh', backgroundColor: vars.color.background, color: vars.color.text });

export const skip = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: '-100px',
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus': { insetBlockStart: vars.space.md } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const brand = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, flexGrow: 1 });

export const who = style({ fontSize: vars.fontSize.sm });

export const main = style({ maxInlineSize: '960px', marginInline: 'auto', padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  textAlign: 'start',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.primary });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });
export const success = style({ margin: 0, color: vars.color.success, backgroundColor: vars.color.successSubtle, padding: vars.space.sm, borderRadius: vars.radius.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
export const pre = style({ margin: 0, whiteSpace: 'pre-wrap', fontSize: vars.fontSize.sm, direction: 'ltr', textAlign: 'start', unicodeBidi: 'plaintext' });
export const waveform = style({ inlineSize: '100%', minBlockSize: '48px' });
export const audio = style({ inlineSize: '100%' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

globalStyle(`${item} p`, { margin: 0 });

/** A sentence that may hold a long link or code: it breaks anywhere rather than widen the page on a phone. */
export const sentence = style({ margin: 0, overflowWrap: 'anywhere' });
export const changes = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

/** A prize request's bank details: name and value side by side, wrapping on a phone. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });
/** A prize request's steps so far, in order. */
export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.sm });
// In Arabic the steps are numbered in Arabic-Indic digits, as every number there.
globalStyle(`${steps}:lang(ar)`, { listStyleType: 'arabic-indic' });
