import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as styles from './header.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>
          © {new Date().getFullYear()} {t('appName')} — {t('footer.rights')}
        </p>
        <nav aria-label={t('footer.label')} className={styles.nav}>
          <Link to="/" className={styles.footerLink}>
            {t('nav.home')}
          </Link>
          <Link to="/certificates" className={styles.footerLink}>
            {t('nav.myCertificates')}
          </Link>
          <Link to="/complaints" className={styles.footerLink}>
            {t('footer.complaint')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
