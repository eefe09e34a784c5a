import { DateFormatter } from '@internationalized/date';
import { useLocale } from 'react-aria-components';
import { MECCA_TIME_ZONE, toMeccaIsoDate } from '../../../domain/meccaTime';
import { StarIcon } from '../../icons/icons';
import * as card from '../Card/Card.css';
import * as styles from './TestimonialCard.css';

export interface TestimonialCardProps {
  review: string;
  author: string;
  /** An already formatted string, or a Date formatted here in the current locale (Mecca calendar day). */
  date: string | Date;
  /** The machine-readable date for <time dateTime> when `date` is a string (YYYY-MM-DD). */
  dateTime?: string;
  /** Names the fixed five-star row, e.g. "٥ من ٥ نجوم". */
  ratingLabel: string;
}

export function formatTestimonialDate(date: Date, locale: string): string {
  // DateFormatter keeps one Intl formatter per locale and options (a carousel formats every card).
  return new DateFormatter(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: MECCA_TIME_ZONE }).format(date);
}

/** An impression: five stars, the review in quotation marks (from the page's language), author and date. */
export function TestimonialCard({ review, author, date, dateTime, ratingLabel }: TestimonialCardProps) {
  const { locale } = useLocale();
  const shown = typeof date === 'string' ? date : formatTestimonialDate(date, locale);
  const machine = typeof date === 'string' ? dateTime : toMeccaIsoDate(date.getTime());
  return (
    <figure className={[card.card, styles.card].join(' ')}>
      <div className={styles.stars} role="img" aria-label={ratingLabel}>
        {[0, 1, 2, 3, 4].map((i) => (
          <StarIcon key={i} className={styles.star} />
        ))}
      </div>
      <blockquote className={styles.review}>
        <q>{review}</q>
      </blockquote>
      <figcaption className={styles.footer}>
        <cite className={styles.author}>{author}</cite>
        <time className={styles.date} dateTime={machine}>
          {shown}
        </time>
      </figcaption>
    </figure>
  );
}
