import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { link } from '../ExternalLink/ExternalLink.css';

/** The e-mail target opens the mail app, not a tab: a plain link drawn as the other targets. */
export const mailLink = style([link]);

export const status = style({ margin: 0, minBlockSize: '1.5em', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The address to copy by hand: left to right, breaking anywhere, selectable. */
export const address = style({ direction: 'ltr', unicodeBidi: 'isolate', overflowWrap: 'anywhere', userSelect: 'all', color: vars.color.text });
