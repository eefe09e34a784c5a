import { layoutClassName, type LayoutProps, type Responsive } from './layout';
import * as styles from './layout.css';
import { layoutBreakpoints, type TileCount } from './layout.css';

export interface TilesProps extends LayoutProps {
  /**
   * Tiles in a row, for every width or per breakpoint from `base` up (`{ base: 1, sm: 2, md: 3, lg: 5 }`); a breakpoint
   * left out keeps the narrower one's count.
   */
  columns?: Responsive<TileCount>;
}

/** The classes of a responsive column count. */
function columnClasses(columns: Responsive<TileCount>): string[] {
  if (typeof columns === 'number') return [styles.columnsAt.base[columns]];
  const classes = [styles.columnsAt.base[columns.base ?? 1]];
  for (const bp of layoutBreakpoints) {
    const count = columns[bp];
    if (count !== undefined) classes.push(styles.columnsAt[bp][count]);
  }
  return classes;
}

/** Equal tiles filling each row from the inline start (the right in Arabic) (Braid's Tiles): card grids. */
export function Tiles({ as = 'div', space = 'none', columns = 1, className, children, ...props }: TilesProps) {
  const Element = as as 'div';
  return (
    <Element {...props} className={layoutClassName(as, space, [styles.tiles, ...columnClasses(columns)], className)}>
      {children}
    </Element>
  );
}
