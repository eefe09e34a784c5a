import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Label, ProgressBar } from 'react-aria-components';
import * as styles from './Recorder.css';

export interface ProgressProps {
  label: string;
  value: number;
  maxValue?: number;
  /** The value as read out and shown ("3 of 5 recorded"); a percentage by default. */
  valueLabel?: string;
}

/** A labelled progress bar filling from the inline start (an upload, a set of clips). */
export function Progress({ label, value, maxValue = 100, valueLabel }: ProgressProps) {
  return (
    <ProgressBar value={value} maxValue={maxValue} valueLabel={valueLabel} className={styles.meter}>
      {({ percentage, valueText }) => (
        <>
          <span className={styles.meterLabel}>
            <Label>{label}</Label>
            <span>{valueText}</span>
          </span>
          <div className={styles.progressTrack}>
            <div className={styles.progressFill} style={assignInlineVars({ [styles.fillScale]: String((percentage ?? 0) / 100) })} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
