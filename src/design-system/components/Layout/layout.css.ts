// The layout primitives' rules: gaps from the theme's space scale, flow and alignment in logical terms only
// (start and end follow the page's direction), and the breakpoints from the theme's tokens.
import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery, type Breakpoint } from '../../theme/tokens';

/** The breakpoints a responsive layout value may name, besides `base` (every width). */
export const layoutBreakpoints = ['sm', 'md', 'lg', 'xl'] as const satisfies readonly Breakpoint[];
export type LayoutBreakpoint = (typeof layoutBreakpoints)[number];

/** The gap between a layout's children, one class per space token. */
export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

/** A layout drawn as a list (`ul`, `ol`) loses the bullets and the browser's indent. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const crossAlignment = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' } as const;

export const stack = style({ display: 'flex', flexDirection: 'column' });
export const stackAlign = styleVariants({ stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const, (alignItems) => ({ alignItems }));

export const inline = style({ display: 'flex', flexWrap: 'wrap' });
export const inlineAlign = styleVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', spaceBetween: 'space-between' } as const,
  (justifyContent) => ({ justifyContent }),
);
export const alignY = styleVariants(crossAlignment, (alignItems) => ({ alignItems }));

/** Columns side by side; below `collapseBelow` they stack, in reading order. */
export const columns = style({ display: 'flex', flexDirection: 'row' });
export const collapseBelow = styleVariants(
  Object.fromEntries(layoutBreakpoints.map((bp) => [bp, bp])) as Record<LayoutBreakpoint, LayoutBreakpoint>,
  (bp): StyleRule => ({ flexDirection: 'column', '@media': { [mediaQuery(bp)]: { flexDirection: 'row' } } }),
);
/** A fluid column shares the width left; a content column is as wide as what it holds. */
export const column = styleVariants({ fluid: { flex: '1 1 0', minInlineSize: 0 }, content: { flex: '0 0 auto' } });

/** Equal tiles: `columnsAt[breakpoint][n]` sets n tracks from that width up; a tile never widens its track. */
export const tiles = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });
export const tileCounts = [1, 2, 3, 4, 5, 6] as const;
export type TileCount = (typeof tileCounts)[number];
const tracks = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });
const countsAt = (bp: LayoutBreakpoint | 'base') =>
  styleVariants(
    Object.fromEntries(tileCounts.map((count) => [count, count])) as Record<TileCount, TileCount>,
    (count): StyleRule => (bp === 'base' ? tracks(count) : { '@media': { [mediaQuery(bp)]: tracks(count) } }),
  );
export const columnsAt = {
  base: countsAt('base'),
  sm: countsAt('sm'),
  md: countsAt('md'),
  lg: countsAt('lg'),
  xl: countsAt('xl'),
} as const;
