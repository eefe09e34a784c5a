import { useResource } from '../../data/useResource';
import { EmptyState } from '../../../design-system/components/EmptyState/EmptyState';
import { ErrorState } from '../../../design-system/components/ErrorState/ErrorState';
import { LinkButton } from '../../../design-system/components/Button/LinkButton';
import { Spinner } from '../../../design-system/components/Spinner/Spinner';
import { parseMeccaDateTime } from '../../../machines';
import { firstOfData, type User } from '../../api/envelope';
import type { components } from '../../../contract/schema';
import { formatCurrency, formatDate } from '../../i18n/format';
import { isLanguage } from '../../i18n/language';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { api } from '../../services/apiClient';
import { fetchProfile } from '../account/profile';
import { ProfileCard } from '../account/ProfileCard';
import * as styles from '../account/account.css';
import { pathOf } from '../../routes/routes';

type Win = components['schemas']['Win'];
export type WinnerProfileData = { user: User; wins: readonly Win[] };

/** GET /user/winner/profile → `data[0]`; a contestant with no wins (403/404) still sees their own profile. */
export async function fetchWinnerProfile(): Promise<WinnerProfileData> {
  const { data, response } = await api.GET('/user/winner/profile');
  const profile = response.ok ? firstOfData(data as Parameters<typeof firstOfData<WinnerProfileData>>[0]) : undefined;
  if (profile) return profile;
  if (response.status === 403 || response.status === 404) return { user: await fetchProfile(), wins: [] };
  throw new Error(`winner profile: HTTP ${response.status}`);
}

export function WinnerProfileView({ profile }: { profile: WinnerProfileData }) {
  const { t, i18n } = useAppTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  return (
    <section className={styles.page} aria-labelledby="winner-title">
      <h1 id="winner-title" className={styles.title}>
        {t('account:winner.title')}
      </h1>
      <div className={styles.card}>
        <ProfileCard user={profile.user} />
      </div>
      <h2 className={styles.title}>{t('account:winner.wins')}</h2>
      {profile.wins.length === 0 ? (
        <EmptyState title={t('account:winner.noWins')} />
      ) : (
        <ul className={styles.list}>
          {profile.wins.map((win) => {
            const at = parseMeccaDateTime(win.announced_at);
            return (
              <li key={win.id} className={styles.item}>
                <h3 className={styles.itemTitle}>
                  {t(`tracks.${win.track}`)} — {win.competition_title}
                </h3>
                <dl className={styles.facts}>
                  <dt className={styles.factName}>{t('account:winner.prize')}</dt>
                  <dd className={styles.factValue}>
                    {formatCurrency(language, win.prize)} {t('currency')}
                  </dd>
                  {at !== null ? (
                    <>
                      <dt className={styles.factName}>{t('account:winner.announced')}</dt>
                      <dd className={styles.factValue}>{formatDate(language, new Date(at))}</dd>
                    </>
                  ) : null}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.headerRow}>
        <LinkButton href={pathOf('winnerCompetition')} variant="secondary">
          {t('account:winner.requests')}
        </LinkButton>
        <LinkButton href={pathOf('winnerCertificates')} variant="secondary">
          {t('account:winner.certificates')}
        </LinkButton>
      </div>
    </section>
  );
}

/** /winner/profile: the signed-in contestant's profile and prizes. */
export default function WinnerProfilePage() {
  const { t } = useAppTranslation();
  const [load, retry] = useResource(fetchWinnerProfile);
  if (load.status === 'loading') {
    return (
      <div className={styles.page}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className={styles.page}>
        <ErrorState title={t('account:profile.loadFailed')} retryLabel={t('retry')} onRetry={retry} />
      </div>
    );
  }
  return <WinnerProfileView profile={load.data} />;
}
