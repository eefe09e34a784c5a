import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** A group of the form (the week, the overrides, the numbers): its legend is its heading, no frame of its own. */
export const group = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0 });
export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontSize: vars.fontSize.lg, color: vars.color.text });
