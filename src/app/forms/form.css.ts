import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const intro = style({ color: vars.color.textMuted, margin: 0 });

/** A message above the form, in the tone of what it says. */
const messageBox = (tone: 'danger' | 'success') =>
  style({
    margin: 0,
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color[`${tone}Subtle`],
    color: vars.color[tone],
    borderInlineStart: `4px solid ${vars.color[tone]}`,
  });

export const alert = messageBox('danger');

export const notice = messageBox('success');

export const thanks = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  paddingBlock: vars.space.xl,
});

export const thanksIcon = style({
  inlineSize: vars.size.iconLg,
  blockSize: vars.size.iconLg,
  color: vars.color.success,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.lg,
  margin: 0,
});

export const legend = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  paddingInline: vars.space.xs,
});
