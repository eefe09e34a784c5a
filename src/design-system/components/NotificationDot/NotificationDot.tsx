import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/a11y.css';
import * as styles from './NotificationDot.css';

export interface NotificationDotProps {
  /** Whether there is something new (the notification list is non-empty). */
  show: boolean;
  /** Said instead of the red dot, e.g. "You have new notifications". */
  label: string;
  /** The thing the dot sits on, usually the bell link. */
  children: ReactNode;
}

/** A red dot on the inline-end top corner of its child; its meaning is given in text, not only colour. */
export function NotificationDot({ show, label, children }: NotificationDotProps) {
  return (
    <span className={styles.wrapper}>
      {children}
      {show ? (
        <>
          <span className={styles.dot} aria-hidden="true" />
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : null}
    </span>
  );
}
