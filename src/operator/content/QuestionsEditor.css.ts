import { style } from '@vanilla-extract/css';

/** A sample file as it is typed: each line in its own direction, long header lines wrapped anywhere. */
export const sample = style({ overflowWrap: 'anywhere', unicodeBidi: 'plaintext' });
