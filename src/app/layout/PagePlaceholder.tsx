import { pathOf } from '../routes/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as styles from './page.css';

type Props = { routeId: string; message?: 'preparing' | 'comingSoon' };

/** A page whose feature has not shipped yet: its translated title, a clear word, and a way home. */
export function PagePlaceholder({ routeId, message = 'preparing' }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.heading}>
        {t(`routes.${routeId}` as 'routes.home')}
      </h1>
      <p>{t(`page.${message}`)}</p>
      <Link to={pathOf('home')} className={styles.action}>
        {t('page.backHome')}
      </Link>
    </section>
  );
}
