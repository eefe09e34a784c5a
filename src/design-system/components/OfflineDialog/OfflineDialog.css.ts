import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const icon = style({ inlineSize: vars.size.iconLg, blockSize: vars.size.iconLg, color: vars.color.danger, flexShrink: 0 });
