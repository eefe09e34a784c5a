// A page that holds one form in a card: its title, and the links under the form.
import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../design-system/theme/tokens';
import { vars } from '../../design-system/theme/contract.css';

export const page = style({
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xxl,
  display: 'grid',
  justifyItems: 'center',
});

/** A raised panel that holds a form or an account's details (the account pages use it too). */
export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: '0 10px 30px rgba(15, 27, 21, 0.08)',
});

export const card = style([
  panel,
  {
    inlineSize: '100%',
    maxInlineSize: '30rem',
    '@media': { [mediaQuery('sm')]: { paddingInline: vars.space.xxl } },
  },
]);

export const wideCard = style([card, { maxInlineSize: '52rem' }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.primary });

export const links = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', margin: 0 });

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });

export const muted = style({ color: vars.color.textMuted });
