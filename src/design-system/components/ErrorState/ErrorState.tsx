import { AlertIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import * as styles from '../EmptyState/EmptyState.css';

export interface ErrorStateProps {
  /** E.g. "حدث خطأ أثناء التحميل". */
  title: string;
  description?: string;
  retryLabel: string;
  onRetry: () => void;
  /** While the retry runs, the button shows a spinner. */
  isRetrying?: boolean;
  retryingLabel?: string;
}

/** A failed load: says so (announced) and offers a retry, never an endless spinner. */
export function ErrorState({ title, description, retryLabel, onRetry, isRetrying = false, retryingLabel }: ErrorStateProps) {
  return (
    <div className={styles.state} role="alert">
      <span className={styles.errorIcon} aria-hidden="true">
        <AlertIcon />
      </span>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      <Button variant="secondary" onPress={onRetry} isPending={isRetrying} pendingLabel={retryingLabel}>
        {retryLabel}
      </Button>
    </div>
  );
}
