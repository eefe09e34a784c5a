import type { LogoutErrorCode, SessionNotice } from '../../machines';
import { notify } from '../../design-system/components/Toast/notify';
import { logoutErrorMessageKey } from '../api/errors';
import { translateLoaded } from '../i18n/i18n';

const pendingNoticeKey = 'pendingSessionNotice';

/**
 * Login and logout success toasts, in the current language (decisions.md). Login success is
 * followed by a full-reload navigation that would wipe a toast, so it waits in sessionStorage
 * and shows once the reloaded page has the profile (showPendingSessionNotice).
 */
export function notifySession(notice: SessionNotice, storage: Storage = window.sessionStorage): void {
  if (notice === 'loginSuccess') {
    storage.setItem(pendingNoticeKey, notice);
    return;
  }
  void translateLoaded('auth', (t) => t(`auth:notices.${notice}`)).then((text) => notify.success(text));
}

export function showPendingSessionNotice(storage: Storage = window.sessionStorage): void {
  const notice = storage.getItem(pendingNoticeKey);
  if (notice !== 'loginSuccess') return;
  storage.removeItem(pendingNoticeKey);
  void translateLoaded('auth', (t) => t(`auth:notices.${notice}`)).then((text) => notify.success(text));
}

/** Spec section 8: a failed logout says why, by HTTP status, in the current language. */
export function notifyLogoutFailed(code: LogoutErrorCode): void {
  void translateLoaded('errors', (t) => t(`errors:${logoutErrorMessageKey(code)}`)).then((text) => notify.error(text));
}
