import { useResource } from '../../../api/useResource';
import { EmptyState } from '../../../design-system/components/EmptyState/EmptyState';
import { LinkButton } from '../../../design-system/components/Button/LinkButton';
import { ResourceView } from '../../../design-system/components/ResourceView/ResourceView';
import { fetchWinnerProfileAnswer, type WinnerProfileData } from '../../api/results';
import { VisitorNotAllowed } from '../../routes/AccessNotices';
import { formatCurrency, formatDate } from '../../../domain/format';
import { isLanguage } from '../../../domain/language';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { useResourceLabels } from '../../i18n/useResourceLabels';
import { fetchProfile } from '../account/profile';
import { ProfileCard } from '../account/ProfileCard';
import { AccountDeletion } from '../account/AccountDeletion';
import * as styles from '../account/account.css';
import { pathOf } from '../../routes/routes';
import { useResultsTranslation } from './resultsTranslation';

export type { WinnerProfileData };

/**
 * GET /user/winner/profile: the profile with its wins; a contestant with no record yet (404) still
 * sees their own profile; an account that cannot have one (403, a visitor) is told the page is for
 * contestants.
 */
export async function fetchWinnerProfile(): Promise<WinnerProfileData | 'contestantsOnly'> {
  const answer = await fetchWinnerProfileAnswer();
  if (answer.kind === 'contestantsOnly') return 'contestantsOnly';
  return answer.kind === 'profile' ? answer.profile : { user: await fetchProfile(), wins: [] };
}

export function WinnerProfileView({ profile }: { profile: WinnerProfileData }) {
  const { t, i18n } = useAppTranslation();
  const { t: tr } = useResultsTranslation();
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
          {profile.wins.map((win) => (
            <li key={win.id} className={styles.item}>
              <h3 className={styles.itemTitle}>
                {t(`tracks.${win.track}`)} — {win.competition_title}
              </h3>
              <dl className={styles.facts}>
                <dt className={styles.factName}>{t('account:winner.prize')}</dt>
                <dd className={styles.factValue}>
                  {formatCurrency(language, win.prize)} {t('currency')}
                </dd>
                {win.announcedAt !== null ? (
                  <>
                    <dt className={styles.factName}>{t('account:winner.announced')}</dt>
                    <dd className={styles.factValue}>{formatDate(language, win.announcedAt)}</dd>
                  </>
                ) : null}
                {win.prizeDueAt !== null ? (
                  <>
                    <dt className={styles.factName}>{tr('winner.dueBy')}</dt>
                    <dd className={styles.factValue}>{formatDate(language, win.prizeDueAt)}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.headerRow}>
        <LinkButton href={pathOf('winnerCompetition')} variant="secondary">
          {t('account:winner.requests')}
        </LinkButton>
        <LinkButton href={pathOf('certificates')} variant="secondary">
          {t('account:winner.certificates')}
        </LinkButton>
      </div>
      <AccountDeletion requested={profile.user.deletion_requested_at != null} />
    </section>
  );
}

/** /winner/profile: the signed-in contestant's profile and prizes. */
export default function WinnerProfilePage() {
  const { t } = useAppTranslation();
  const [load, retry] = useResource(fetchWinnerProfile);
  const labels = useResourceLabels({ failed: t('account:profile.loadFailed') });
  if (load.status !== 'loaded') {
    return (
      <div className={styles.page}>
        <ResourceView status={load.status} onRetry={retry} labels={labels} />
      </div>
    );
  }
  if (load.data === 'contestantsOnly') return <VisitorNotAllowed />;
  return <WinnerProfileView profile={load.data} />;
}
