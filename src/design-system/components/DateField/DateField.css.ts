import { style } from '@vanilla-extract/css';

/** As wide as the text fields beside it (the date picker's group stops at 26rem, for its calendar button). */
export const fullWidth = style({ maxInlineSize: 'none' });
