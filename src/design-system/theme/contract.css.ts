import { createThemeContract } from '@vanilla-extract/css';
import {
  colorTokens,
  durationTokens,
  fontSizeTokens,
  fontWeightTokens,
  lineHeightTokens,
  radiusTokens,
  sizeTokens,
  spaceTokens,
  zIndexTokens,
} from './tokens';

const nullsOf = <T extends Record<string, unknown>>(o: T): { [K in keyof T]: null } =>
  Object.fromEntries(Object.keys(o).map((k) => [k, null])) as { [K in keyof T]: null };

/** The one theme contract: every component and the app style from `vars`. */
export const vars = createThemeContract({
  color: nullsOf(colorTokens),
  space: nullsOf(spaceTokens),
  radius: nullsOf(radiusTokens),
  fontSize: nullsOf(fontSizeTokens),
  lineHeight: nullsOf(lineHeightTokens),
  fontWeight: nullsOf(fontWeightTokens),
  font: { body: null, arabic: null, latin: null },
  size: nullsOf(sizeTokens),
  zIndex: nullsOf(zIndexTokens),
  duration: nullsOf(durationTokens),
});
