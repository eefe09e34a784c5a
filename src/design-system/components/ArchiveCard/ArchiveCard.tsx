import type { ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import { CardHeading, type HeadingLevel } from '../Card/CardHeading';
import * as styles from './ArchiveCard.css';

export interface ArchiveCardProps {
  /** Position in the list: the background cycles through three colours (index % 3). */
  index: number;
  name: string;
  winnerCount: number;
  winnerCountLabel: string;
  /** Already formatted by the app, e.g. "١ رمضان – ١٣ رمضان ١٤٤٦". */
  period: string;
  periodLabel: string;
  /** The link to this competition's winners. */
  action?: ReactNode;
  headingLevel?: HeadingLevel;
}

export const archiveToneFor = (index: number): 0 | 1 | 2 => (((index % 3) + 3) % 3) as 0 | 1 | 2;

export function ArchiveCard({ index, name, winnerCount, winnerCountLabel, period, periodLabel, action, headingLevel = 3 }: ArchiveCardProps) {
  const nf = useNumberFormatter();
  const tone = archiveToneFor(index);
  return (
    <article className={styles.card({ tone })} data-tone={tone}>
      <CardHeading level={headingLevel} className={styles.title}>
        {name}
      </CardHeading>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{winnerCountLabel}:</dt>
          <dd className={styles.value}>{nf.format(winnerCount)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{periodLabel}:</dt>
          <dd className={styles.value}>{period}</dd>
        </div>
      </dl>
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
