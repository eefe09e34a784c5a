import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', lineHeight: 0 },
  variants: {
    size: {
      sm: { inlineSize: '16px', blockSize: '16px' },
      md: { inlineSize: '28px', blockSize: '28px' },
      lg: { inlineSize: '48px', blockSize: '48px' },
    },
    tone: {
      primary: { color: vars.color.primary },
      inverse: { color: vars.color.textInverse },
      current: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

export const svg = style({
  inlineSize: '100%',
  blockSize: '100%',
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    // Still shows it is busy without spinning: a calm pulse is replaced by a static ring.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
export const track = style({ opacity: 0.25 });
