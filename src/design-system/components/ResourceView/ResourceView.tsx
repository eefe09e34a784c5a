import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import type { SpinnerSize } from '../Spinner/Spinner';
import { ResourceLoading } from './ResourceLoading';
import type { ReserveSize } from './ResourceView.css';

/** What a page or section shows of data it reads: loading, failed (with a retry), empty, or loaded. */
export type ResourceViewStatus = 'loading' | 'failed' | 'empty' | 'loaded';

/** A resource as `useResource` (src/api/useResource.ts) holds it; an empty list is a loaded one. */
export type ResourceViewState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/** The view's texts, translated by the app (the design system holds none). */
export interface ResourceViewLabels {
  /** What is loading, read by assistive technology ("Loading…"). */
  loading: string;
  /** The failure's title ("The rules could not be loaded"). */
  failed: string;
  /** An optional line under the failure's title. */
  failedDescription?: string;
  /** The retry button ("Try again"). */
  retry: string;
  /** The retry button while the retry runs. */
  retrying?: string;
}

interface Shared {
  /** Kept while loading (one of the design system's sizes: `240px`), so the content arriving does not push what is below. */
  reserve?: ReserveSize;
  /** The spinner's size while loading (`md`). */
  spinnerSize?: SpinnerSize;
  /** What an empty answer says (the design system's EmptyState). */
  empty?: EmptyStateProps;
}

/** A `useResource` value: the children draw its data; `isEmpty` (an empty list by default) shows `empty` instead. */
export interface ResourceViewOfResource<T> extends Shared {
  resource: ResourceViewState<T>;
  onRetry: () => void;
  labels: ResourceViewLabels;
  isEmpty?: (data: T) => boolean;
  isRetrying?: boolean;
  children: (data: T) => ReactNode;
}

/** A status a machine's state gives (its retry an event): the children are the loaded view. */
export interface ResourceViewOfStatus extends Shared {
  status: ResourceViewStatus;
  onRetry: () => void;
  labels: ResourceViewLabels;
  isRetrying?: boolean;
  children?: ReactNode;
}

/** Only the loading state (a lazy chunk's fallback, a check that cannot fail on its own): one label. */
export interface ResourceViewLoading extends Pick<Shared, 'reserve' | 'spinnerSize'> {
  status: 'loading';
  labels: Pick<ResourceViewLabels, 'loading'>;
}

export type ResourceViewProps<T> = ResourceViewOfResource<T> | ResourceViewOfStatus | ResourceViewLoading;

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one view of data on its way: a spinner (announced as busy, in a reserved block if asked), a failure that says
 * so with a retry (never an endless spinner), the EmptyState of an empty answer, or the loaded content.
 */
export function ResourceView<T>(props: ResourceViewProps<T>) {
  const status: ResourceViewStatus = 'resource' in props ? statusOf(props) : props.status;
  if (status === 'loading') {
    return <ResourceLoading label={props.labels.loading} {...(props.reserve !== undefined ? { reserve: props.reserve } : {})} {...(props.spinnerSize ? { spinnerSize: props.spinnerSize } : {})} />;
  }
  if (!('onRetry' in props)) return null;
  if (status === 'failed') {
    const { labels } = props;
    return (
      <ErrorState
        title={labels.failed}
        {...(labels.failedDescription !== undefined ? { description: labels.failedDescription } : {})}
        retryLabel={labels.retry}
        onRetry={props.onRetry}
        isRetrying={props.isRetrying ?? false}
        {...(labels.retrying !== undefined ? { retryingLabel: labels.retrying } : {})}
      />
    );
  }
  if (status === 'empty') return props.empty ? <EmptyState {...props.empty} /> : null;
  if ('resource' in props) return props.resource.status === 'loaded' ? <>{props.children(props.resource.data)}</> : null;
  return <>{props.children}</>;
}

function statusOf<T>({ resource, isEmpty, empty }: ResourceViewOfResource<T>): ResourceViewStatus {
  if (resource.status !== 'loaded') return resource.status;
  return empty && (isEmpty ?? emptyList)(resource.data) ? 'empty' : 'loaded';
}
