import type { MouseEvent } from 'react';
import { useLocale } from 'react-aria-components';
// The unstyled build plus its static stylesheet: the default build injects a <style> tag, which the CSP forbids.
import { ToastContainer, type ToastPosition } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import * as styles from './Toast.css';

/** The spec's toast behaviour, in one place (also read by tests). */
export const toastConfig = {
  autoClose: 3000,
  limit: 20,
  newestOnTop: true,
  pauseOnHover: true,
  closeOnClick: true,
} as const;

/** Top corner on the side where reading starts: top-right in Arabic, top-left in English. */
export const toastPositionFor = (direction: 'ltr' | 'rtl'): ToastPosition => (direction === 'rtl' ? 'top-right' : 'top-left');

export interface ToastHostProps {
  /** Names the live region holding the toasts (for example "Notifications"). */
  label: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
}

/**
 * Mount once near the root. The container is a polite aria-live region, so each toast is announced.
 * Import it lazily (lazy.ts): react-toastify then weighs only on pages that actually toast.
 */
export function ToastHost({ label, closeLabel }: ToastHostProps) {
  const { direction } = useLocale();
  return (
    <ToastContainer
      {...toastConfig}
      position={toastPositionFor(direction)}
      rtl={direction === 'rtl'}
      aria-label={label}
      className={styles.container}
      toastClassName={styles.toast}
      theme="light"
      draggable="touch"
      pauseOnFocusLoss
      closeButton={closeLabel ? ({ closeToast }) => <CloseButton label={closeLabel} onClose={closeToast} /> : true}
    />
  );
}

function CloseButton({ label, onClose }: { label: string; onClose: (e: MouseEvent) => void }) {
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        onClose(e);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
        <path fill="currentColor" fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  );
}
