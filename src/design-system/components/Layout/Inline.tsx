import { layoutClassName, type LayoutProps } from './layout';
import * as styles from './layout.css';

export const inlineAlignments = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];
export const inlineAlignmentsY = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlignY = (typeof inlineAlignmentsY)[number];

export interface InlineProps extends LayoutProps {
  /** Where each row sits along the line: from its start (the default), centred, at its end, or spread apart. */
  align?: InlineAlign;
  /** Where children sit within a row: centred by default. */
  alignY?: InlineAlignY;
}

/** Children in a row that wraps onto the next line when it runs out of room (Braid's Inline): buttons, badges, links. */
export function Inline({ as = 'div', space = 'none', align = 'start', alignY = 'center', className, children, ...props }: InlineProps) {
  const Element = as as 'div';
  return (
    <Element {...props} className={layoutClassName(as, space, [styles.inline, styles.inlineAlign[align], styles.alignY[alignY]], className)}>
      {children}
    </Element>
  );
}
