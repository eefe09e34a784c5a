import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const banner = recipe({
  base: {
    margin: 0,
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.primarySubtle, borderInlineStartColor: vars.color.primary, color: vars.color.text },
      offline: { backgroundColor: vars.color.surfaceMuted, borderInlineStartColor: vars.color.borderStrong, color: vars.color.text },
    },
    placement: {
      /** In the page's flow, where it is rendered. */
      inline: {},
      /** Over the page, at its block end, above everything but the toasts (a prompt that waits for an answer). */
      floating: {
        position: 'fixed',
        insetBlockEnd: vars.space.lg,
        insetInline: vars.space.lg,
        zIndex: vars.zIndex.popover,
        marginInline: 'auto',
        maxInlineSize: vars.size.dialog,
        boxShadow: '0 4px 16px rgb(0 0 0 / 0.18)',
        backgroundColor: vars.color.surface,
      },
    },
  },
  defaultVariants: { tone: 'info', placement: 'inline' },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;

export const message = style({ margin: 0 });
