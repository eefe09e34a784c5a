import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['primary', 'inverse', 'current'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];
export type SpinnerTone = (typeof spinnerTones)[number];

export interface SpinnerProps {
  /** What is loading, read by assistive technology (for example "Loading"). */
  label: string;
  size?: SpinnerSize;
  tone?: SpinnerTone;
  className?: string;
}

/** The turning ring alone, for places where something else already announces the busy state. */
export function SpinnerGraphic({ size = 'md', tone = 'primary' }: { size?: SpinnerSize; tone?: SpinnerTone }) {
  return (
    <span className={styles.spinner({ size, tone })} aria-hidden="true">
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none">
        <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** An indeterminate progress indicator (react-aria ProgressBar), so it is announced as busy. */
export function Spinner({ label, size = 'md', tone = 'primary', className }: SpinnerProps) {
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label}
      className={[styles.spinner({ size, tone }), className].filter(Boolean).join(' ')}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
