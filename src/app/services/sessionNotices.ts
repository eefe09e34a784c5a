import type { LogoutErrorCode, SessionNotice } from '../../machines';
import { notify } from '../../design-system/components/Toast/notify';
import { logoutErrorMessageKey } from '../api/errors';
import { activeI18n } from '../i18n/i18n';

/** Login and logout success toasts, in the current language (decisions.md). */
export function notifySession(notice: SessionNotice): void {
  void notify.success(activeI18n().t(`auth:notices.${notice}`));
}

/** Spec section 8: a failed logout says why, by HTTP status, in the current language. */
export function notifyLogoutFailed(code: LogoutErrorCode): void {
  void notify.error(activeI18n().t(`errors:${logoutErrorMessageKey(code)}`));
}
