import { Spinner, type SpinnerSize } from '../Spinner/Spinner';
import * as styles from './ResourceView.css';
import type { ReserveSize } from './ResourceView.css';

export interface ResourceLoadingProps {
  /** What is loading, read by assistive technology ("Loading…"). */
  label: string;
  /** Kept while loading (one of the design system's sizes: `240px`), so the content arriving does not push what is below. */
  reserve?: ReserveSize;
  /** The spinner's size (`md`). */
  spinnerSize?: SpinnerSize;
}

/**
 * The resource view's loading state on its own, for what can only be loading (a lazy chunk's fallback): a spinner
 * announced as busy, in a reserved block if asked. `ResourceView` draws its loading state with it; a page that needs
 * no failure or empty state (the first frame's fallbacks) imports only this, so its first load carries neither.
 */
export function ResourceLoading({ label, reserve, spinnerSize = 'md' }: ResourceLoadingProps) {
  const spinner = <Spinner label={label} size={spinnerSize} />;
  if (reserve === undefined) return spinner;
  return (
    <div className={styles.reserve[reserve]}>
      {spinner}
    </div>
  );
}
