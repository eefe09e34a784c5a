import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, display: 'flex', alignItems: 'center', gap: vars.space.sm });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.3 } });

export const recordingDot = style({
  inlineSize: '12px',
  blockSize: '12px',
  borderRadius: vars.radius.round,
  background: vars.color.danger,
  flexShrink: 0,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const body = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const notice = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  lineHeight: vars.lineHeight.normal,
});

export const noticeTone = styleVariants({
  info: { background: vars.color.primarySubtle, borderColor: vars.color.primary, color: vars.color.text },
  warning: { background: vars.color.surfaceMuted, borderColor: vars.color.accentText, color: vars.color.text },
  danger: { background: vars.color.dangerSubtle, borderColor: vars.color.danger, color: vars.color.danger },
  success: { background: vars.color.successSubtle, borderColor: vars.color.success, color: vars.color.success },
});

export const helpList = style({ margin: 0, paddingInlineStart: vars.space.xl, lineHeight: vars.lineHeight.normal });

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const meterLabel = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const meterTrack = style({
  position: 'relative',
  blockSize: '12px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

/** The fill grows from the inline start; scaled, not resized, so each reading costs no layout. */
/** How full a meter, timer or progress bar is (0 to 1), set per element with assignInlineVars. */
export const fillScale = createVar();
/** Where the expected length's mark stands along the timer (a percentage of its track). */
export const markAt = createVar();

export const meterFill = style({
  vars: { [fillScale]: '0' },
  transform: `scaleX(${fillScale})`,
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  background: vars.color.primary,
  transformOrigin: 'left center',
  transition: 'transform 90ms linear',
  selectors: { '[dir="rtl"] &': { transformOrigin: 'right center' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const meterFillWarning = style({ background: vars.color.danger });

export const timer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const elapsed = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const timeTrack = style([meterTrack, { blockSize: '8px' }]);

export const timeFill = style([meterFill, { background: vars.color.danger, transition: 'none' }]);

export const expectedMark = style({
  vars: { [markAt]: '0%' },
  position: 'absolute',
  insetInlineStart: markAt,
  insetBlock: 0,
  inlineSize: '2px',
  background: vars.color.text,
});

export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const playback = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const waveform = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '64px',
  color: vars.color.borderStrong,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const waveformPlayed = style({ color: vars.color.primary });

export const audio = style({ inlineSize: '100%' });

export const progressTrack = meterTrack;

export const progressFill = style([meterFill, { transition: 'transform 150ms linear' }]);

/** The buttons stay in reach at the bottom of a phone's screen while the verses scroll past. */
export const actions = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  background: vars.color.surface,
});

export const slot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
