import type { ReactNode } from 'react';
import { Inline } from '../Layout/Inline';
import { Stack } from '../Layout/Stack';
import * as styles from './Banner.css';

export type BannerTone = 'info' | 'offline';
export type BannerPlacement = 'inline' | 'floating';

export interface BannerProps {
  /** What the visitor should know, e.g. "Offline — shown as of 27 November 2026 at 9:12 am". */
  message: ReactNode;
  /** Buttons for what can be done about it (a design-system `Button`, small). */
  actions?: ReactNode;
  tone?: BannerTone;
  placement?: BannerPlacement;
}

/**
 * A one-line notice about the whole page — not about one form or one list: the page shows what was kept while offline,
 * a new version of the site is ready. Read out politely when it appears (`role="status"`); it holds no text of its own.
 */
export function Banner({ message, actions, tone = 'info', placement = 'inline' }: BannerProps) {
  return (
    <div role="status" className={styles.banner({ tone, placement })}>
      <Stack space="sm">
        <p className={styles.message}>{message}</p>
        {actions ? <Inline space="sm">{actions}</Inline> : null}
      </Stack>
    </div>
  );
}
