import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, minInlineSize: 0 });

// A long file name breaks instead of widening the form; it reads in its own direction inside either language.
export const fileName = style({ minInlineSize: 0, overflowWrap: 'anywhere', unicodeBidi: 'plaintext', fontWeight: vars.fontWeight.medium });
export const noFile = style({ color: vars.color.textMuted });
