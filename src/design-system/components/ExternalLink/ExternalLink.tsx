import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { ExternalIcon } from '../../icons/icons';
import { visuallyHidden } from '../../theme/a11y.css';
import * as styles from './ExternalLink.css';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Hidden text that warns of the new tab, e.g. "(يفتح في نافذة جديدة)". */
  newTabLabel: string;
  /** `plain` drops the underline and icon (for partner logos). */
  variant?: 'text' | 'plain';
  className?: string;
}

/** A link to another site: opens in a new tab, without giving that site a handle on this one. */
export function ExternalLink({ href, children, newTabLabel, variant = 'text', className }: ExternalLinkProps) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={[styles.link, variant === 'plain' ? styles.plain : '', className].filter(Boolean).join(' ')}
    >
      {children}
      {variant === 'text' ? <ExternalIcon className={styles.icon} /> : null}
      <span className={visuallyHidden}>{newTabLabel}</span>
    </Link>
  );
}
