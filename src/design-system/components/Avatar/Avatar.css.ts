import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.round,
    overflow: 'hidden',
    backgroundColor: vars.color.primarySubtle,
    boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 3px ${vars.color.accent}`,
  },
  variants: {
    size: {
      sm: { inlineSize: '32px', blockSize: '32px' },
      md: { inlineSize: vars.size.avatar, blockSize: vars.size.avatar },
      lg: { inlineSize: vars.size.image, blockSize: vars.size.image },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
