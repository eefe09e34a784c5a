import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { ArrowUpIcon } from '../../icons/icons';
import { IconButton } from '../Button/IconButton';
import * as styles from './BackToTop.css';

export interface BackToTopProps {
  /** Accessible name, e.g. "العودة إلى الأعلى". */
  label: string;
  /** Shows once the page is scrolled more than this many pixels (the footer uses 100). */
  threshold?: number;
  /** Where focus goes after scrolling (an element id, e.g. the page's main heading); default: the document body. */
  focusTargetId?: string;
}

export function BackToTop({ label, threshold = 100, focusTargetId }: BackToTopProps) {
  const visible = useScrolledPast(threshold);
  const reducedMotion = usePrefersReducedMotion();
  if (!visible) return null;
  return (
    <div className={styles.wrapper}>
      <IconButton
        label={label}
        icon={<ArrowUpIcon />}
        variant="primary"
        onPress={() => {
          window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
          const target = focusTargetId ? document.getElementById(focusTargetId) : null;
          // The button disappears at the top, so focus must go somewhere meaningful.
          if (target) {
            if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
            target.focus({ preventScroll: true });
          } else {
            (document.activeElement as HTMLElement | null)?.blur();
          }
        }}
      />
    </div>
  );
}
