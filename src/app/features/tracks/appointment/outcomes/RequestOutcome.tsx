import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../design-system/components/Button/Button';
import { LinkButton } from '../../../../../design-system/components/Button/LinkButton';
import { EmptyState } from '../../../../../design-system/components/EmptyState/EmptyState';
import { ResourceView } from '../../../../../design-system/components/ResourceView/ResourceView';
import { ExternalLink } from '../../../../../design-system/components/ExternalLink/ExternalLink';
import { useResourceLabels } from '../../../../i18n/useResourceLabels';
import type { BookingTrack } from '../../../../../machines';
import type { AppointmentRequest, RequestAnswer } from '../../../../api/appointments';
import { useResource } from '../../../../../api/useResource';
import { formatNumber } from '../../../../../domain/format';
import { pathOf } from '../../../../routes/routes';
import { cancelRequest, fetchRequest } from '../appointmentApi';
import { AppointmentWhen, appointmentLine, useLanguage } from '../appointmentTime';
import { MeetingLink } from '../MeetingLink';
import * as styles from '../booking.css';
import { downloadIcs, googleCalendarLink, outlookCalendarLink, type CalendarEvent } from '../calendarLinks';
import { StatusTimeline } from '../StatusTimeline';
import { trackRoutes } from '../trackRoutes';
import { Stack } from '../../../../../design-system/components/Layout/Stack';
import { Inline } from '../../../../../design-system/components/Layout/Inline';

const titleKey = {
  pending: 'outcome.pendingTitle',
  approved: 'outcome.approvedTitle',
  success: 'outcome.passedTitle',
  failed: 'outcome.failedTitle',
  refused: 'outcome.refusedTitle',
} as const;

/** Add to calendar: the .ics download and the Google and Outlook links. */
function AddToCalendar({ request }: { request: AppointmentRequest }) {
  const { t } = useTranslation(['booking', 'common']);
  const event: CalendarEvent = {
    title: t(`outcome.eventTitle.${request.track}`),
    details: t('outcome.eventDetails', { level: request.level.title }),
    start: request.appointmentAt,
    url: request.meetingUrl,
  };
  return (
    <section className={styles.card} aria-labelledby="calendar-title">
      <h2 id="calendar-title" className={styles.cardTitle}>
        {t('outcome.addToCalendar')}
      </h2>
      <Inline space="sm">
        <Button variant="secondary" onPress={() => void downloadIcs(event, `request-${request.id}@quran-competition`, `${request.track}-track-test.ics`)}>
          {t('outcome.ics')}
        </Button>
        <ExternalLink newTabLabel={t('common:opensInNewTab')} className={styles.link} href={googleCalendarLink(event)}>
          {t('outcome.google')}
        </ExternalLink>
        <ExternalLink newTabLabel={t('common:opensInNewTab')} className={styles.link} href={outlookCalendarLink(event)}>
          {t('outcome.outlook')}
        </ExternalLink>
      </Inline>
    </section>
  );
}

/** Move or cancel, until the cut-off; cancelling asks once more. */
function ChangeRequest({ request, onCancelled }: { request: AppointmentRequest; onCancelled: (request: AppointmentRequest) => void }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (request.changeUntil === null) return <p className={styles.muted}>{t('outcome.noChange')}</p>;
  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await cancelRequest(request.track);
      if (answer.kind === 'cancelled') onCancelled(answer.request);
      else setFailure(answer.message || t('book.notice.tooLateToChange'));
    } catch {
      setFailure(t('load.failed'));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <div className={styles.card}>
      <p className={styles.factValue}>{t('outcome.changeUntil', { when: appointmentLine(language, request.changeUntil) })}</p>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      {asking ? (
        <Inline space="sm" role="group" aria-label={t('outcome.cancelAsk')}>
          <p className={styles.factValue}>{t('outcome.cancelAsk')}</p>
          <Button variant="danger" isPending={busy} onPress={() => void cancel()}>
            {t('outcome.cancelConfirm')}
          </Button>
          <Button variant="ghost" onPress={() => setAsking(false)}>
            {t('outcome.cancelKeep')}
          </Button>
        </Inline>
      ) : (
        <Inline space="sm">
          <LinkButton variant="secondary" href={pathOf(trackRoutes[request.track].booking)}>
            {t('outcome.reschedule')}
          </LinkButton>
          <Button variant="ghost" onPress={() => setAsking(true)}>
            {t('outcome.cancel')}
          </Button>
        </Inline>
      )}
    </div>
  );
}

/** What a request looks like now, read from the server (never from a push message's payload). */
export function RequestOutcomeView({ request, onCancelled }: { request: AppointmentRequest; onCancelled: (request: AppointmentRequest) => void }) {
  const { t } = useTranslation(['booking', 'common']);
  const language = useLanguage();
  if (request.status === 'cancelled') {
    return (
      <>
        <p className={styles.notice} role="status">
          {t('outcome.cancelled')}
        </p>
        <Inline space="sm">
          <LinkButton href={pathOf(trackRoutes[request.track].booking)}>{t('intro.bookAgain')}</LinkButton>
        </Inline>
      </>
    );
  }
  const open = request.status === 'pending' || request.status === 'approved';
  const again = request.status === 'failed' || request.status === 'refused';
  return (
    <>
      <h1 className={styles.title}>{t(titleKey[request.status], { track: t(`outcome.trackName.${request.track}`) })}</h1>
      <section className={styles.card} aria-label={t('intro.yourRequest')}>
        <span className={styles.badge}>{t(`status.${request.status}`)}</span>
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('outcome.level')}</dt>
          <dd className={styles.factValue}>{request.level.title}</dd>
          <dt className={styles.factName}>{t('outcome.when')}</dt>
          <dd className={styles.factValue}>
            <AppointmentWhen at={request.appointmentAt} />
          </dd>
          {request.status === 'approved' ? (
            <>
              <dt className={styles.factName}>{t('outcome.meeting')}</dt>
              <dd className={styles.factValue}>
                <MeetingLink url={request.meetingUrl} />
              </dd>
            </>
          ) : null}
          {request.status === 'success' && request.degree !== null ? (
            <>
              <dt className={styles.factName}>{t('outcome.degree')}</dt>
              <dd className={styles.factValue}>{t('outcome.degreeValue', { degree: formatNumber(language, request.degree) })}</dd>
            </>
          ) : null}
          {again ? (
            <>
              <dt className={styles.factName}>{t('outcome.reason')}</dt>
              <dd className={styles.factValue}>{request.refusalReason || t('outcome.noReason')}</dd>
            </>
          ) : null}
        </dl>
        {request.status === 'pending' ? <p className={styles.muted}>{t('outcome.meetingLater')}</p> : null}
        {request.status === 'success' ? <p className={styles.muted}>{t('outcome.passedNext')}</p> : null}
        {again ? <p className={styles.factValue}>{t(request.status === 'failed' ? 'outcome.nextFailed' : 'outcome.nextRefused')}</p> : null}
      </section>
      {open ? <AddToCalendar request={request} /> : null}
      {open ? <ChangeRequest request={request} onCancelled={onCancelled} /> : null}
      <StatusTimeline status={request.status} refusalReason={request.refusalReason} />
      <Inline space="sm">
        {again ? <LinkButton href={pathOf(trackRoutes[request.track].booking)}>{t('intro.bookAgain')}</LinkButton> : null}
        <LinkButton variant="ghost" href={pathOf('home')}>
          {t('outcome.home')}
        </LinkButton>
      </Inline>
    </>
  );
}

/** `/success-send`, `/congratulations`, `/failure-send` and their `/nabaa` twins: the request's current status. */
export function RequestOutcomePage({ track }: { track: BookingTrack }) {
  const { t } = useTranslation('booking');
  const [resource, retry, replace] = useResource(() => fetchRequest(track));
  const labels = useResourceLabels({ failed: t('load.failed') });
  return (
    <Stack space="lg" className={styles.page}>
      <ResourceView resource={resource} onRetry={retry} labels={labels}>
        {(answer) =>
          answer.kind === 'notStarted' ? (
            <EmptyState title={t('outcome.noRequest')} action={<LinkButton href={pathOf(trackRoutes[track].intro)}>{t('outcome.trackPage')}</LinkButton>} />
          ) : (
            <RequestOutcomeView request={answer.request} onCancelled={(request) => replace({ kind: 'request', request } satisfies RequestAnswer)} />
          )
        }
      </ResourceView>
    </Stack>
  );
}
