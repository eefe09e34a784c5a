import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { arabicFontStack, latinFontStack } from './tokens';
import './theme.css';

globalStyle('html[lang="ar"]', { vars: { [vars.font.body]: arabicFontStack } });
globalStyle('html:not([lang="ar"])', { vars: { [vars.font.body]: latinFontStack } });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
});

globalStyle('body', {
  margin: 0,
  minBlockSize: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: vars.lineHeight.tight, marginBlock: 0 });
globalStyle('p', { marginBlock: 0 });
globalStyle('img, svg, video', { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.2em' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('::selection', { backgroundColor: vars.color.primarySubtle, color: vars.color.text });

// People who ask for less motion get none: transitions and animations collapse to an instant.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
globalStyle('html', {
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});
