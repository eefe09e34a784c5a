import type { HTMLAttributes, ReactNode } from 'react';
import { layoutClassName, type LayoutProps } from './layout';
import * as styles from './layout.css';
import type { LayoutBreakpoint } from './layout.css';

export interface ColumnsProps extends LayoutProps {
  /** Below this breakpoint the columns stack one above the other, in reading order; unset, they never do. */
  collapseBelow?: LayoutBreakpoint;
  /** Where columns of different heights sit against each other: stretched to the tallest by default. */
  alignY?: 'start' | 'center' | 'end' | 'stretch';
}

/**
 * Columns side by side, the first at the inline start (the right in Arabic), each a `Column` (Braid's Columns).
 * A fluid column shares the room left; a content column is as wide as what it holds.
 */
export function Columns({ as = 'div', space = 'none', collapseBelow, alignY = 'stretch', className, children, ...props }: ColumnsProps) {
  const Element = as as 'div';
  const own = [styles.columns, collapseBelow ? styles.collapseBelow[collapseBelow] : undefined, styles.alignY[alignY]];
  return (
    <Element {...props} className={layoutClassName(as, space, own, className)}>
      {children}
    </Element>
  );
}

export interface ColumnProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style' | 'className'> {
  /** `fluid` (the default) shares the width left with the other fluid columns; `content` is as wide as its content. */
  width?: 'fluid' | 'content';
  children?: ReactNode;
}

/** One column of `Columns`. */
export function Column({ width = 'fluid', children, ...props }: ColumnProps) {
  return (
    <div {...props} className={styles.column[width]}>
      {children}
    </div>
  );
}
