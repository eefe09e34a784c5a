import './fonts';
import './global.css';

export { vars } from './contract.css';
export { visuallyHidden } from './a11y.css';
export {
  breakpoints,
  mediaQuery,
  colorTokens,
  contrastPairs,
  spaceTokens,
  radiusTokens,
  fontSizeTokens,
  sizeTokens,
  zIndexTokens,
  arabicFontStack,
  latinFontStack,
} from './tokens';
export type { Breakpoint, ColorToken } from './tokens';
export { contrastRatio, relativeLuminance } from './contrast';
