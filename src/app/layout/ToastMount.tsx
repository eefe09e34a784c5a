import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyToastHost } from '../../design-system/lazy';

/** Mount the toast host once the page is idle, so react-toastify stays out of the first paint's code. */
export function ToastMount({ delayMs = 1500 }: { delayMs?: number }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Toasts fired before this are queued by react-toastify and appear when the host mounts.
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: delayMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(id);
  }, [delayMs]);
  return ready ? <LazyToastHost label={t('toasts.label')} closeLabel={t('close')} /> : null;
}
