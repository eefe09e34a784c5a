import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The block size of whatever a page fixes along the viewport's bottom edge (the home page's countdown bar): the
 * button rises above it instead of sitting across its edge. Nothing fixed there: 0.
 */
export const bottomBarSize = createVar();

export const wrapper = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: `calc(${fallbackVar(bottomBarSize, '0px')} + ${vars.space.lg})`,
  zIndex: vars.zIndex.raised,
  boxShadow: '0 6px 18px rgba(15, 27, 21, 0.25)',
  borderRadius: vars.radius.round,
});
