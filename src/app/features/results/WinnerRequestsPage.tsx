import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { Button, Form, RadioGroup, ResourceView, TextField, notify } from '../../../design-system';
import { prizeRequestFormMachine } from '../../../machines';
import { groupIban } from '../../../domain/iban';
import type { SubmitResult } from '../../../machines/forms/submitForm.machine';
import { fetchPrizeRequests, postPrizeRequest, type PrizeRequest, type PrizeRequestValues, type WinnerProfileData } from '../../api/results';
import { useResource } from '../../../api/useResource';
import * as formStyles from '../../forms/form.css';
import { fieldMessage } from '../../forms/fieldMessages';
import { useFormActor, type SubmitFormActor } from '../../forms/useFormActor';
import { activeI18n } from '../../i18n/i18n';
import { formatCurrency, formatDate } from '../../../domain/format';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { VisitorNotAllowed } from '../../routes/AccessNotices';
import { useResultsResourceLabels, useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';
import { fetchWinnerProfile } from './WinnerProfilePage';

export type PrizeRequestFormActor = SubmitFormActor<'prizeRequest'>;

/** The prize request form's machine with the page's effects: the request and the toasts. */
export function prizeRequestFormWith(send: (values: PrizeRequestValues) => Promise<SubmitResult>) {
  return prizeRequestFormMachine.provide({
    actors: {
      submitForm: fromPromise(async ({ input }) => send({ win_id: Number(input.win_id), bank_name: input.bank_name.trim(), account_holder: input.account_holder.trim(), iban: input.iban })),
    },
    actions: {
      // The page's own toast names the due date (it knows the stored request).
      notifySent: () => undefined,
      notifyFailure: (_, { message }) => void notify.error(message || activeI18n().t('results:requests.failed')),
    },
  });
}

const dueDate = (language: 'ar' | 'en', at: number | null) => (at === null ? '—' : formatDate(language, at));

function RequestCard({ request, competition }: { request: PrizeRequest; competition: string | undefined }) {
  const { t, language } = useResultsTranslation();
  return (
    <>
      <h3 className={styles.name}>
        {t(`common:tracks.${request.track}`)}
        {competition ? ` — ${competition}` : ''}
      </h3>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('requests.statusLabel')}</dt>
        <dd className={styles.factValue}>{t(`requests.status.${request.status}`)}</dd>
        <dt className={styles.factName}>{t('requests.prize')}</dt>
        <dd className={styles.factValue}>
          {formatCurrency(language, request.prize)} {t('common:currency')}
        </dd>
        <dt className={styles.factName}>{t('requests.due')}</dt>
        <dd className={styles.factValue}>{dueDate(language, request.dueAt)}</dd>
        <dt className={styles.factName}>{t('requests.bank')}</dt>
        <dd className={styles.factValue}>{request.bank_name}</dd>
        <dt className={styles.factName}>{t('requests.holder')}</dt>
        <dd className={styles.factValue}>{request.account_holder}</dd>
        <dt className={styles.factName}>{t('requests.iban')}</dt>
        <dd className={`${styles.factValue} ${styles.code}`} translate="no">
          {groupIban(request.iban)}
        </dd>
        {request.refusal_reason ? (
          <>
            <dt className={styles.factName}>{t(request.status === 'returned' ? 'requests.returnedReason' : 'requests.reason')}</dt>
            <dd className={styles.factValue}>{request.refusal_reason}</dd>
          </>
        ) : null}
        {request.payment_reference ? (
          <>
            <dt className={styles.factName}>{t('requests.reference')}</dt>
            <dd className={`${styles.factValue} ${styles.code}`} translate="no">
              {request.payment_reference}
            </dd>
          </>
        ) : null}
        {request.paidAt !== null ? (
          <>
            <dt className={styles.factName}>{t('requests.paidOn')}</dt>
            <dd className={styles.factValue}>{formatDate(language, request.paidAt)}</dd>
          </>
        ) : null}
      </dl>
      {request.status === 'returned' ? <p className={styles.notice}>{t('requests.returnedHint')}</p> : null}
    </>
  );
}

/** The winner's prize requests and, for each win without an open one, the form to ask for its transfer. */
export function WinnerRequestsView({ profile, requests, form }: { profile: WinnerProfileData; requests: readonly PrizeRequest[]; form: PrizeRequestFormActor }) {
  const { t, language } = useResultsTranslation();
  const { t: appT } = useAppTranslation();
  const request = useFormActor(form);
  // A win with a live request (open or paid) asks for no other; a returned one is sent again, corrected.
  const open = new Set(requests.filter((r) => r.status !== 'returned' && r.status !== 'refused').map((r) => r.win_id));
  const requestable = profile.wins.filter((w) => !open.has(w.id));
  const titleOf = (winId: number) => profile.wins.find((w) => w.id === winId)?.competition_title;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('requests.title')}
      </h1>
      <p className={styles.intro}>{t('requests.intro')}</p>
      {requests.length === 0 ? (
        <p className={styles.muted}>{t('requests.empty')}</p>
      ) : (
        <ul className={styles.cards} aria-label={t('requests.title')}>
          {requests.map((r) => (
            <li key={r.id} className={styles.card}>
              <RequestCard request={r} competition={titleOf(r.win_id)} />
            </li>
          ))}
        </ul>
      )}
      <section className={styles.section} aria-labelledby="new-request">
        <h2 id="new-request" className={styles.sectionTitle}>
          {t('requests.newTitle')}
        </h2>
        {profile.wins.length === 0 ? (
          <p className={styles.muted}>{t('requests.noWins')}</p>
        ) : requestable.length === 0 ? (
          <p className={styles.notice}>{t('requests.allRequested')}</p>
        ) : (
          <Form className={formStyles.form} onSubmit={request.submit}>
            <RadioGroup
              label={t('requests.win')}
              value={request.context.values.win_id || null}
              onChange={request.change('win_id')}
              errorMessage={fieldMessage(appT, 'win_id', request.context.errors, request.context.serverErrors)}
              isRequired
              options={requestable.map((w) => ({
                value: String(w.id),
                label: t('requests.winOption', { track: t(`common:tracks.${w.track}`), competition: w.competition_title, prize: `${formatCurrency(language, w.prize)} ${t('common:currency')}` }),
              }))}
            />
            <TextField
              label={t('requests.bankName')}
              value={request.context.values.bank_name}
              onChange={request.change('bank_name')}
              errorMessage={fieldMessage(appT, 'bank_name', request.context.errors, request.context.serverErrors)}
              isRequired
            />
            <TextField
              label={t('requests.accountHolder')}
              value={request.context.values.account_holder}
              onChange={request.change('account_holder')}
              errorMessage={fieldMessage(appT, 'account_holder', request.context.errors, request.context.serverErrors)}
              autoComplete="name"
              isRequired
            />
            <TextField
              label={t('requests.ibanLabel')}
              description={t('requests.ibanHint')}
              value={request.context.values.iban}
              onChange={(value) => request.change('iban')(value.replace(/\s+/g, '').toUpperCase())}
              errorMessage={fieldMessage(appT, 'iban', request.context.errors, request.context.serverErrors)}
              inputMode="text"
              autoComplete="off"
              dir="ltr"
              isRequired
            />
            {request.state === 'failed' ? <p className={styles.noticeBad}>{request.context.failure?.message || t('requests.failed')}</p> : null}
            <div className={formStyles.actions}>
              <Button type="submit" isPending={request.state === 'sending'} pendingLabel={t('requests.sending')}>
                {t('requests.send')}
              </Button>
            </div>
          </Form>
        )}
      </section>
    </section>
  );
}

async function loadRequests(): Promise<{ profile: WinnerProfileData; requests: PrizeRequest[] } | 'contestantsOnly'> {
  const profile = await fetchWinnerProfile();
  if (profile === 'contestantsOnly') return profile;
  return { profile, requests: await fetchPrizeRequests() };
}

function LoadedRequests({ profile, requests, onSent }: { profile: WinnerProfileData; requests: readonly PrizeRequest[]; onSent: (request: PrizeRequest) => void }) {
  const { t, language } = useResultsTranslation();
  const logic = useMemo(
    () =>
      prizeRequestFormWith(async (values) => {
        const answer = await postPrizeRequest(values);
        if (answer.kind === 'rejected') return answer;
        notify.success(t('requests.sent', { date: dueDate(language, answer.request.dueAt) }));
        onSent(answer.request);
        return { kind: 'sent' as const };
      }),
    [onSent, t, language],
  );
  const form = useActorRef(logic);
  return <WinnerRequestsView profile={profile} requests={requests} form={form} />;
}

type RequestsData = Awaited<ReturnType<typeof loadRequests>>;

/** The requests page around its data: loading, failed (retry), not for this account, or the requests and the form. */
export function WinnerRequestsLoader({ loadData }: { loadData: () => Promise<RequestsData> }) {
  const labels = useResultsResourceLabels();
  const [load, retry, replace] = useResource(loadData);
  if (load.status === 'loading') return <ResourceView status="loading" labels={labels} reserve="320px" spinnerSize="lg" />;
  if (load.status === 'failed') {
    return (
      <section className={styles.page}>
        <ResourceView status="failed" onRetry={retry} labels={labels} />
      </section>
    );
  }
  if (load.data === 'contestantsOnly') return <VisitorNotAllowed />;
  const { profile, requests } = load.data;
  return <LoadedRequests key={requests.length} profile={profile} requests={requests} onSent={(request) => replace({ profile, requests: [request, ...requests] })} />;
}

/** `/winner/competition`: my prize requests (status, due date) and a new one with bank details. */
export default function WinnerRequestsPage() {
  return <WinnerRequestsLoader loadData={loadRequests} />;
}
