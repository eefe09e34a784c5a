import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Preloader.css';

export interface PreloaderProps {
  /** Read by assistive technology while loading. */
  label: string;
  /** Cover the whole viewport (default) or fill a block that keeps `minBlockSize` reserved. */
  fullPage?: boolean;
  /** Space kept for the content that is on its way, so nothing jumps when it arrives. */
  minBlockSize?: string;
  /** Optional artwork above the spinner (for example the site logo). */
  mark?: ReactNode;
}

export function Preloader({ label, fullPage = true, minBlockSize, mark }: PreloaderProps) {
  return (
    <div className={styles.preloader({ fullPage })} style={minBlockSize ? { minBlockSize } : undefined}>
      {mark ? <div className={styles.mark}>{mark}</div> : null}
      <Spinner label={label} size="lg" />
    </div>
  );
}
