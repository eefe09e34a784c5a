// A tiny toast API that loads react-toastify only when the first toast is shown.
// Toasts fired before the ToastHost mounts are queued by react-toastify and appear once it does.
type ToastKind = 'success' | 'error' | 'info';

function show(kind: ToastKind, message: string): Promise<void> {
  return import('react-toastify/unstyled').then(({ toast }) => {
    toast[kind](message);
  });
}

export const notify = {
  success: (message: string): Promise<void> => show('success', message),
  error: (message: string): Promise<void> => show('error', message),
  info: (message: string): Promise<void> => show('info', message),
  dismissAll: (): Promise<void> => import('react-toastify/unstyled').then(({ toast }) => toast.dismiss()),
};
