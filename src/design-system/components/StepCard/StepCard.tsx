import type { ReactNode } from 'react';
import { MedalStarIcon } from '../../icons/icons';
import * as styles from './StepCard.css';

export const stepSides = ['start', 'end'] as const;
export type StepSide = (typeof stepSides)[number];

export interface StepCardProps {
  /** 0-based position; even steps sit at the start side, odd ones at the end side unless `side` is given. */
  index: number;
  text: string;
  /** A short label above the text, e.g. "الخطوة ١". */
  stepLabel?: string;
  side?: StepSide;
}

/** One competition instruction: a medal-star and a card (no arrow: nothing here is a link). Render inside <StepList>. */
export function StepCard({ index, text, stepLabel, side }: StepCardProps) {
  const resolved: StepSide = side ?? (index % 2 === 0 ? 'start' : 'end');
  return (
    <li className={styles.item({ side: resolved })} data-side={resolved}>
      <MedalStarIcon className={styles.medal} />
      <div className={styles.body}>
        <div>
          {stepLabel ? <span className={styles.number}>{stepLabel}</span> : null}
          <p className={styles.text}>{text}</p>
        </div>
      </div>
    </li>
  );
}

/** The ordered list that holds the step cards. */
export function StepList({ children, className }: { children: ReactNode; className?: string }) {
  return <ol className={[styles.list, className].filter(Boolean).join(' ')}>{children}</ol>;
}
