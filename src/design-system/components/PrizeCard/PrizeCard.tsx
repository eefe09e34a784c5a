import { useNumberFormatter } from 'react-aria';
import * as card from '../Card/Card.css';
import { CardHeading, type HeadingLevel } from '../Card/CardHeading';
import * as styles from './PrizeCard.css';

export interface PrizeCardProps {
  /** The track's name. */
  title: string;
  subtitle?: string;
  winnerCount: number;
  /** Term for the count, e.g. "عدد الفائزين". */
  winnerCountLabel: string;
  prize: number;
  /** Term for the amount, e.g. "قيمة الجائزة". */
  prizeLabel: string;
  /** Currency shown after the amount, e.g. "ر.س" / "SAR". */
  currencyLabel: string;
  headingLevel?: HeadingLevel;
}

export function PrizeCard({ title, subtitle, winnerCount, winnerCountLabel, prize, prizeLabel, currencyLabel, headingLevel = 3 }: PrizeCardProps) {
  const nf = useNumberFormatter();
  return (
    <article className={[card.card, styles.card].join(' ')}>
      <CardHeading level={headingLevel} className={card.title}>
        {title}
      </CardHeading>
      {subtitle ? <p className={card.subtitle}>{subtitle}</p> : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{winnerCountLabel}</dt>
          <dd className={styles.value}>{nf.format(winnerCount)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{prizeLabel}</dt>
          <dd className={styles.value}>
            {nf.format(prize)}
            <span className={styles.currency}>{currencyLabel}</span>
          </dd>
        </div>
      </dl>
    </article>
  );
}
