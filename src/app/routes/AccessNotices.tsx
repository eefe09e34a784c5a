import { useTranslation } from 'react-i18next';
import { useLogout } from '../session/sessionActor';
import * as styles from '../layout/page.css';

export function CheckingSession() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <p>{t('access.checking')}</p>
    </div>
  );
}

/** decisions.md: a signed-in visitor on a contestant screen gets a clear message and a way out. */
export function VisitorNotAllowed() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <section className={styles.page} aria-labelledby="visitor-not-allowed">
      <h1 id="visitor-not-allowed" className={styles.heading}>
        {t('access.visitorTitle')}
      </h1>
      <p>{t('access.visitorBody')}</p>
      <button type="button" className={styles.action} onClick={logout}>
        {t('access.logoutAndSwitch')}
      </button>
    </section>
  );
}
