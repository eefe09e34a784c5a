import { layoutClassName, type LayoutProps } from './layout';
import * as styles from './layout.css';

export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAlignments)[number];

export interface StackProps extends LayoutProps {
  /** Where children sit across the inline axis: full width (`stretch`, the default), or at the start, centre or end. */
  align?: StackAlign;
}

/** Children one above the other with the same space between them (Braid's Stack): the page's vertical rhythm. */
export function Stack({ as = 'div', space = 'none', align = 'stretch', className, children, ...props }: StackProps) {
  const Element = as as 'div';
  return (
    <Element {...props} className={layoutClassName(as, space, [styles.stack, styles.stackAlign[align]], className)}>
      {children}
    </Element>
  );
}
