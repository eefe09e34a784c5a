import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './header.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const { view, logout } = useSession();
  const user = view.status === 'signedIn' ? view.user : null;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {t('appName')}
        </Link>
        <nav aria-label={t('nav.main')} className={styles.nav}>
          <NavLink to="/" end className={styles.navLink}>
            {t('nav.home')}
          </NavLink>
          <NavLink to="/certificates/all" className={styles.navLink}>
            {t('nav.certificatesAll')}
          </NavLink>
          <a href="/#case-studies" className={styles.navLink}>
            {t('nav.faq')}
          </a>
          {user?.type === 'contestant' && user.second_path_certificates ? (
            <NavLink to="/certificates" end className={styles.navLink}>
              {t('nav.myCertificates')}
            </NavLink>
          ) : null}
          {user?.type === 'contestant' ? (
            <NavLink to="/notifications" className={styles.navLink}>
              {t('nav.notifications')}
            </NavLink>
          ) : null}
          {user ? (
            <>
              <NavLink to={user.type === 'visitor' ? '/profile/visitor' : '/winner/profile'} className={styles.navLink}>
                {t('nav.profile')}
              </NavLink>
              <button type="button" className={styles.languageButton} onClick={logout}>
                {t('nav.logout')}
              </button>
            </>
          ) : view.status === 'anonymous' ? (
            <NavLink to="/login" className={styles.navLink}>
              {t('nav.login')}
            </NavLink>
          ) : null}
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}
