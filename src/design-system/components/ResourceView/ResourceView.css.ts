import { style, styleVariants } from '@vanilla-extract/css';

const box = style({ display: 'grid', placeItems: 'center', inlineSize: '100%' });

/**
 * The block sizes a loading view may keep, so nothing below jumps when the content arrives: a section (200–320 px),
 * the home page's sections below the hero (1200 px), a whole screen. Fixed classes, not a runtime variable, so the
 * first load carries no style runtime.
 */
export const reserveSizes = ['200px', '240px', '260px', '320px', '1200px', '100vh'] as const;
export type ReserveSize = (typeof reserveSizes)[number];

export const reserve = styleVariants(
  Object.fromEntries(reserveSizes.map((size) => [size, [box, { minBlockSize: size }]])) as Record<ReserveSize, [string, { minBlockSize: string }]>,
);
