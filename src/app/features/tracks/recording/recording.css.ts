import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/theme/contract.css';
import { badge as badgeShape, card as trackCard, column, note } from '../trackPage.css';

// The page's column, title and cards are every track page's; the spacing is the design system's Stack and Inline.
export { title, intro, cardTitle } from '../trackPage.css';
export const page = column.recording;
export const card = style([trackCard, { gap: vars.space.sm }]);

export const badge = style([badgeShape, { display: 'inline-block', background: vars.color.surfaceMuted, color: vars.color.text }]);

export const badgeDone = style({ background: vars.color.successSubtle, color: vars.color.success });

export const badgeRefused = style({ background: vars.color.dangerSubtle, color: vars.color.danger });

export const muted = note;

export const audio = style({ inlineSize: '100%' });
