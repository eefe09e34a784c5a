import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../design-system';

/** A competition's dates: label above value, no browser indent. */
export const dates = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
globalStyle(`${dates} dd`, { marginInlineStart: 0 });
