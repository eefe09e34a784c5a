import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  zIndex: vars.zIndex.raised,
  boxShadow: '0 6px 18px rgba(15, 27, 21, 0.25)',
  borderRadius: vars.radius.round,
});
