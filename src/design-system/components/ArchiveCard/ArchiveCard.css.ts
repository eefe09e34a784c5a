import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    color: vars.color.onArchive,
    textAlign: 'start',
    blockSize: '100%',
  },
  variants: {
    tone: {
      0: { backgroundColor: vars.color.archive1 },
      1: { backgroundColor: vars.color.archive2 },
      2: { backgroundColor: vars.color.archive3 },
    },
  },
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const fact = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const term = style({ opacity: 0.92 });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const action = style({ marginBlockStart: 'auto' });
