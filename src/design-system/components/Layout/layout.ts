import type { HTMLAttributes, ReactNode } from 'react';
import type { spaceTokens } from '../../theme/tokens';
import type { LayoutBreakpoint } from './layout.css';
import * as styles from './layout.css';

/** A step of the theme's space scale (`vars.space`): the gap between a layout's children. */
export type Space = keyof typeof spaceTokens;

/** A value for every width, or one per breakpoint from `base` up (a breakpoint left out keeps the narrower one's). */
export type Responsive<T> = T | ({ base?: T } & Partial<Record<LayoutBreakpoint, T>>);

/** The elements a layout may be drawn as; `ul` and `ol` lose their bullets and indent. */
export type LayoutElement = 'div' | 'section' | 'article' | 'header' | 'footer' | 'nav' | 'aside' | 'ul' | 'ol' | 'dl';

/** What every layout primitive takes besides its own props: an element, its children, attributes (no `style`). */
export interface LayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'style' | 'children'> {
  /** The element drawn; `div` unless the content is a list or a landmark. */
  as?: LayoutElement;
  /** The gap between children, from the theme's space scale. */
  space?: Space;
  children?: ReactNode;
  /** A box's look (background, border, padding) may be added; its layout is the primitive's. */
  className?: string;
}

/** The class names of a layout element: the primitive's, its gap, the list reset where the element is a list, the caller's. */
export function layoutClassName(as: LayoutElement, space: Space, own: ReadonlyArray<string | undefined>, className: string | undefined): string {
  return [...own, styles.gap[space], as === 'ul' || as === 'ol' ? styles.list : undefined, className].filter(Boolean).join(' ');
}
