import type { ReactNode } from 'react';
import { InboxIcon } from '../../icons/icons';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** E.g. "لا توجد آراء بعد" / "No results found". */
  title: string;
  description?: string;
  icon?: ReactNode;
  /** An optional next step (a LinkButton or Button). */
  action?: ReactNode;
}

/** What a list says when it has nothing to show. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <InboxIcon />}
      </span>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
