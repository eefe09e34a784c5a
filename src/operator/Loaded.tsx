import type { ReactNode } from 'react';
import { ErrorState, Spinner } from '../design-system';
import type { Resource } from '../api/useResource';
import { useConsoleT } from './useConsoleT';

/** A section's three states: loading, failed with a retry, loaded. */
export function Loaded<T>({ resource, retry, children }: { resource: Resource<T>; retry: () => void; children: (data: T) => ReactNode }) {
  const { t } = useConsoleT();
  if (resource.status === 'loading') return <Spinner label={t('loading')} />;
  if (resource.status === 'failed') return <ErrorState title={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />;
  return <>{children(resource.data)}</>;
}
