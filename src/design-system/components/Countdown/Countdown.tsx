import { useNumberFormatter } from 'react-aria';
import * as styles from './Countdown.css';

export interface CountdownLabels {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

export interface CountdownProps {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Remaining time as an ISO 8601 duration (P2DT3H4M5S) for <time dateTime>. */
  isoDuration: string;
  labels: CountdownLabels;
  /** Days show only above zero unless the app says otherwise. */
  showDays?: boolean;
  /** The message above the numbers, e.g. "باقي على انتهاء المسابقة". */
  title?: string;
}

const twoDigits: Intl.NumberFormatOptions = { minimumIntegerDigits: 2, useGrouping: false };

/** A ticking remaining-time display; the app's clock re-renders it every second (it keeps no timer itself). */
export function Countdown({ days, hours, minutes, seconds, isoDuration, labels, showDays, title }: CountdownProps) {
  const nf = useNumberFormatter(twoDigits);
  const withDays = showDays ?? days > 0;
  const parts: Array<[keyof CountdownLabels, number]> = [
    ...(withDays ? [['days', days] as [keyof CountdownLabels, number]] : []),
    ['hours', hours],
    ['minutes', minutes],
    ['seconds', seconds],
  ];
  return (
    <div className={styles.countdown}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <time dateTime={isoDuration} className={styles.units}>
        {parts.map(([unit, value]) => (
          <span key={unit} className={styles.unit} data-unit={unit}>
            <span className={styles.number}>{nf.format(Math.max(0, value))}</span>
            <span className={styles.label}>{labels[unit]}</span>
          </span>
        ))}
      </time>
    </div>
  );
}
