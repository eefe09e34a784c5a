// A tiny toast API that loads react-toastify only when the first toast is shown.
// Toasts fired before the ToastHost mounts are queued by react-toastify and appear once it does.
type ToastKind = 'success' | 'error' | 'info';

/** Set by the first toast: before it there is nothing to dismiss, and nothing to load for that. */
let shown = false;

function show(kind: ToastKind, message: string): Promise<void> {
  shown = true;
  return import('react-toastify/unstyled').then(({ toast }) => {
    toast[kind](message);
  });
}

export const notify = {
  success: (message: string): Promise<void> => show('success', message),
  error: (message: string): Promise<void> => show('error', message),
  info: (message: string): Promise<void> => show('info', message),
  dismissAll: (): Promise<void> => (shown ? import('react-toastify/unstyled').then(({ toast }) => toast.dismiss()) : Promise.resolve()),
};
