import type { ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import * as styles from './StatisticCounter.css';

export interface StatisticCounterProps {
  value: number;
  /** What is counted, e.g. "المتسابقون المسجلون". */
  label: string;
  icon?: ReactNode;
}

/** One statistic: a big locale-formatted number over its label (label read first by screen readers is not needed: value then label reads naturally). */
export function StatisticCounter({ value, label, icon }: StatisticCounterProps) {
  const nf = useNumberFormatter();
  return (
    <div className={styles.counter}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.value}>{nf.format(value)}</span>
      <span className={styles.label}>{label}</span>
    </div>
  );
}
