import type { ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import * as card from '../Card/Card.css';
import { CardHeading, type HeadingLevel } from '../Card/CardHeading';
import * as styles from './TrackCard.css';

export interface TrackCardProps {
  title: string;
  description: string;
  /** One short line under the title saying where the contestant stands ("awaiting review"); nothing when absent. */
  status?: ReactNode;
  /** The track's buttons (start/show challenge, winners, candidates), already decided by the app. */
  actions?: ReactNode;
  /** Track number shown in the badge (1–5), formatted in the current locale. */
  number?: number;
  headingLevel?: HeadingLevel;
}

export function TrackCard({ title, description, status, actions, number, headingLevel = 3 }: TrackCardProps) {
  const nf = useNumberFormatter();
  return (
    <article className={[card.card, styles.card].join(' ')}>
      {number !== undefined ? (
        <span className={styles.badge} aria-hidden="true">
          {nf.format(number)}
        </span>
      ) : null}
      <CardHeading level={headingLevel} className={card.title}>
        {title}
      </CardHeading>
      {status ? <p className={styles.status}>{status}</p> : null}
      <p className={styles.description}>{description}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
