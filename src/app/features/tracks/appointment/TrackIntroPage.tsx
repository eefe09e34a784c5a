import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../design-system/components/Button/LinkButton';
import { ResourceView } from '../../../../design-system/components/ResourceView/ResourceView';
import { MeetingLink } from './MeetingLink';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import { requestOutcomeRoute, type BookingLevel, type BookingTrack } from '../../../../machines';
import { readLevels, type RequestAnswer } from '../../../api/appointments';
import { useResource } from '../../../../api/useResource';
import { pathOf } from '../../../routes/routes';
import { api } from '../../../services/apiClient';
import { fetchRequest } from './appointmentApi';
import { AppointmentWhen } from './appointmentTime';
import * as styles from './booking.css';
import { StatusTimeline } from './StatusTimeline';
import { trackRoutes } from './trackRoutes';
import { Stack } from '../../../../design-system/components/Layout/Stack';
import { Inline } from '../../../../design-system/components/Layout/Inline';

const CONDITIONS = ['one', 'notice', 'change', 'meeting', 'id', 'mecca'] as const;

async function loadIntro(track: BookingTrack): Promise<{ levels: BookingLevel[]; answer: RequestAnswer }> {
  const [levels, answer] = await Promise.all([
    api.GET(`/competition/${track}-paths/levels` as '/competition/third-paths/levels').then(({ data, error, response }) => readLevels(response.status, data ?? error)),
    fetchRequest(track),
  ]);
  return { levels, answer };
}

/** What the test is, its levels and conditions, and the start control; or, once applied, the request and its progress. */
export function TrackIntroView({ track, levels, answer }: { track: BookingTrack; levels: readonly BookingLevel[]; answer: RequestAnswer }) {
  const { t } = useTranslation('booking');
  const request = answer.kind === 'request' ? answer.request : null;
  const canBook = request === null || request.status === 'failed' || request.status === 'refused';
  // A request whose page is this one (failed, refused) has no other page to view.
  const outcome = request ? requestOutcomeRoute(track, request.status).route : null;
  return (
    <>
      <h1 className={styles.title}>{t(`tracks.${track}`)}</h1>
      {request ? (
        <>
          <section className={styles.card} aria-labelledby="request-title">
            <h2 id="request-title" className={styles.cardTitle}>
              {t('intro.yourRequest')}
            </h2>
            <span className={styles.badge}>{t(`status.${request.status}`)}</span>
            <p className={styles.factValue}>{request.level.title}</p>
            <AppointmentWhen at={request.appointmentAt} />
            {request.status === 'approved' ? (
              // Accepted: the meeting's link is what the contestant comes back for, so it is here, not behind the details.
              <p className={styles.factValue}>
                <MeetingLink url={request.meetingUrl} />
              </p>
            ) : null}
            {outcome !== null && outcome !== trackRoutes[track].intro ? (
              <Inline space="sm">
                <LinkButton variant="secondary" href={pathOf(outcome)}>
                  {t('intro.viewRequest')}
                </LinkButton>
              </Inline>
            ) : null}
          </section>
          <StatusTimeline status={request.status} refusalReason={request.refusalReason} />
        </>
      ) : (
        <p className={styles.intro}>{t(`intro.what.${track}`)}</p>
      )}
      <section className={styles.card} aria-labelledby="levels-title">
        <h2 id="levels-title" className={styles.cardTitle}>
          {t('intro.levelsTitle')}
        </h2>
        <Stack as="ul" space="sm">
          {levels.map((level) => (
            <li key={level.id}>
              <span className={styles.levelName}>{level.title}</span>
              <p className={styles.muted}>{level.description}</p>
            </li>
          ))}
        </Stack>
      </section>
      <section className={styles.card} aria-labelledby="conditions-title">
        <h2 id="conditions-title" className={styles.cardTitle}>
          {t('intro.conditionsTitle')}
        </h2>
        <ul className={styles.list}>
          {CONDITIONS.map((key) => (
            <li key={key}>{t(`intro.conditions.${key}`)}</li>
          ))}
        </ul>
      </section>
      {canBook ? (
        <Inline space="sm">
          <LinkButton href={pathOf(trackRoutes[track].booking)} size="lg">
            {request ? t('intro.bookAgain') : t('intro.start')}
          </LinkButton>
        </Inline>
      ) : null}
    </>
  );
}

/** `/pre-saving` and `/pre-saving/nabaa`. */
export function TrackIntroPage({ track }: { track: BookingTrack }) {
  const { t } = useTranslation('booking');
  const [resource, retry] = useResource(() => loadIntro(track));
  const labels = useResourceLabels({ failed: t('load.failed') });
  return (
    <Stack space="lg" className={styles.page}>
      <ResourceView resource={resource} onRetry={retry} labels={labels}>
        {({ levels, answer }) => <TrackIntroView track={track} levels={levels} answer={answer} />}
      </ResourceView>
    </Stack>
  );
}
