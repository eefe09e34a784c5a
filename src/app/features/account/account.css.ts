import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

export const page = style({
  maxInlineSize: '48rem',
  minInlineSize: 0,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xxl,
  display: 'grid',
  gap: vars.space.lg,
});

export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.primary });

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const unread = style({
  backgroundColor: vars.color.primarySubtle,
  borderColor: vars.color.primary,
  borderInlineStartWidth: '5px',
});

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg, display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const itemTitleRead = style({ fontWeight: vars.fontWeight.medium });

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.notification,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({ margin: 0 });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export { panel as card } from '../../forms/formPage.css';

export const identity = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg, minInlineSize: 0 });

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', minInlineSize: 0, overflowWrap: 'anywhere', columnGap: vars.space.lg, rowGap: vars.space.xs, margin: 0 });

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
