import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { BackToTop } from '../../design-system/components/BackToTop/BackToTop';
import { Button } from '../../design-system/components/Button/Button';
import { notify } from '../../design-system/components/Toast/notify';
import { visuallyHidden } from '../../design-system/theme/a11y.css';
import { ComplaintDialog, preloadComplaintDialog } from '../features/feedback/ComplaintDialog';
import { arabicIndicDigits } from '../../domain/digits';
import { formatNumber } from '../../domain/format';
import { activeI18n } from '../i18n/i18n';
import { useLanguage } from '../i18n/useAppTranslation';
import { useResource } from '../../api/useResource';
import { fetchSettings, type SiteSettings } from '../features/site/siteSettings';
import * as styles from './footer.css';
import { pathOf } from '../routes/routes';

const socialNetworks = ['twitter', 'facebook', 'instagram', 'youtube'] as const;

/** Spec §8: the footer alone toasts a failed settings fetch. */
export const notifySettingsFailed = () => void notify.error(activeI18n().t('errors:settingsFetchFailed'));

type Props = {
  /** Stories and tests pass their own settings source. */
  loadSettings?: () => Promise<SiteSettings>;
  onSettingsFailed?: () => void;
};

/** Spec §2 footer: links, contact and social links from settings, the complaint/suggestion modal, back-to-top. */
export function SiteFooter({ loadSettings = fetchSettings, onSettingsFailed = notifySettingsFailed }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [settingsState] = useResource(loadSettings);
  const settings = settingsState.status === 'loaded' ? settingsState.data : null;
  const failed = settingsState.status === 'failed';
  useEffect(() => {
    if (failed) onSettingsFailed();
    // Once per failed fetch; the footer does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  const [complaintOpen, setComplaintOpen] = useState(false);
  const { pathname } = useLocation();

  // A route change closes the modal, and so resets the form: its actor lives in the modal's content (spec §4 Forms).
  const [pathSeen, setPathSeen] = useState(pathname);
  if (pathSeen !== pathname) {
    setPathSeen(pathname);
    setComplaintOpen(false);
  }

  const socials = settings ? socialNetworks.filter((network) => Boolean(settings[network])) : [];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.column} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('appName')}
          </h2>
          <nav aria-label={t('footer.label')}>
            <ul className={styles.list}>
              <li>
                <Link to={pathOf('home')} className={styles.link}>
                  {t('nav.home')}
                </Link>
              </li>
              <li>
                <Link to={pathOf('certificates')} className={styles.link}>
                  {t('nav.myCertificates')}
                </Link>
              </li>
            </ul>
          </nav>
        </section>
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <ul className={styles.list}>
            {settings?.phone ? (
              <li>
                {t('footer.contactPhone')}:{' '}
                <a className={`${styles.link} ${styles.contactValue}`} href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                  {language === 'ar' ? arabicIndicDigits(settings.phone) : settings.phone}
                </a>
              </li>
            ) : null}
            {settings?.email ? (
              <li>
                {t('footer.contactEmail')}:{' '}
                <a className={`${styles.link} ${styles.contactValue}`} href={`mailto:${settings.email}`} dir="ltr">
                  {settings.email}
                </a>
              </li>
            ) : null}
          </ul>
          <Button
            variant="accent"
            className={styles.complaintButton}
            onHoverStart={preloadComplaintDialog}
            onFocus={preloadComplaintDialog}
            onPress={() => {
              preloadComplaintDialog();
              setComplaintOpen(true);
            }}
          >
            {t('footer.complaint')}
          </Button>
        </section>
        <section className={styles.column} aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('footer.social')}
          </h2>
          <ul className={styles.list}>
            {socials.map((network) => (
              <li key={network}>
                <a className={styles.link} href={settings?.[network] ?? undefined} target="_blank" rel="noopener noreferrer">
                  {t(`footer.${network}`)}
                  <span className={visuallyHidden}> {t('opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.bottom}>
        © {formatNumber(language, new Date().getFullYear(), { useGrouping: false })} {t('appName')} — {t('footer.rights')}
      </p>
      <BackToTop label={t('footer.backToTop')} threshold={100} focusTargetId="main" />
      {/* Mounted while open, as the modal itself is (lazy.tsx): its title reads a dictionary the page may not have loaded yet. */}
      {complaintOpen ? (
        <Suspense fallback={null}>
          <ComplaintDialog isOpen onOpenChange={setComplaintOpen} />
        </Suspense>
      ) : null}
    </footer>
  );
}
