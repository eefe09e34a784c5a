import type { LogoutErrorCode, SessionNotice } from '../../machines';
import { notify } from '../../design-system/components/Toast/notify';
import { activeI18n } from '../i18n/i18n';

/** Login and logout success toasts, in the current language (decisions.md). */
export function notifySession(notice: SessionNotice): void {
  void notify.success(activeI18n().t(`auth:notices.${notice}`));
}

const logoutErrorKeys = {
  userNotFound: 'errors:logout.userNotFound',
  invalidCredentials: 'errors:logout.incorrectCredentials',
  accessForbidden: 'errors:logout.forbidden',
  somethingWentWrong: 'errors:logout.somethingWentWrong',
} as const satisfies Record<LogoutErrorCode, string>;

/** Spec §8: a failed logout says why, by HTTP status, in the current language. */
export function notifyLogoutFailed(code: LogoutErrorCode): void {
  void notify.error(activeI18n().t(logoutErrorKeys[code]));
}
