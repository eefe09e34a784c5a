import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import * as tokens from './tokens';

// Arabic is the default language, so the Arabic face leads unless <html lang> says otherwise (see the global styles).
createGlobalTheme(':root', vars, {
  color: { ...tokens.colorTokens },
  space: { ...tokens.spaceTokens },
  radius: { ...tokens.radiusTokens },
  fontSize: { ...tokens.fontSizeTokens },
  lineHeight: { ...tokens.lineHeightTokens },
  fontWeight: { ...tokens.fontWeightTokens },
  font: { body: tokens.arabicFontStack, arabic: tokens.arabicFontStack, latin: tokens.latinFontStack },
  size: { ...tokens.sizeTokens },
  zIndex: { ...tokens.zIndexTokens },
  duration: { ...tokens.durationTokens },
});
