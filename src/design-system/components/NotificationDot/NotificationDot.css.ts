import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'inline-flex' });

export const dot = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineEnd: '2px',
  inlineSize: '10px',
  blockSize: '10px',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.notification,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  pointerEvents: 'none',
});
