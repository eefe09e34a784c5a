import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const item = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space.md },
  variants: {
    // Logical values: "start" is the left in English and the right in Arabic, so the zigzag mirrors itself.
    side: {
      start: { flexDirection: 'row', justifyContent: 'flex-start' },
      end: { flexDirection: 'row-reverse', justifyContent: 'flex-start' },
    },
  },
});

export const medal = style({ inlineSize: vars.size.image, blockSize: vars.size.image, flexShrink: 0 });

export const body = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxInlineSize: '36rem',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: '0 2px 10px rgba(15, 27, 21, 0.06)',
});

export const number = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.accentText, display: 'block' });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });
