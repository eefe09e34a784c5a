import type { RecordingLimits } from '../../../../machines';

/** A second-track clip: five to seven lines, about a minute; the server refuses under 5 s and over 4 minutes. */
export const CLIP_LIMITS: RecordingLimits = { minMs: 5_000, expectedMs: 60_000, maxMs: 240_000 };

/** Al-Fatiha: about 45 seconds recited slowly; the server refuses under 10 s and over 3 minutes. */
export const FATIHAH_LIMITS: RecordingLimits = { minMs: 10_000, expectedMs: 45_000, maxMs: 180_000 };
