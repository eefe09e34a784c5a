// Prize requests and payouts (finance; administrators read them, the IBANs masked): a list filtered by status, each
// request read as a sentence with its bank details and its steps so far, and the next steps, each confirmed first.
import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { requireFirstOfData } from '../api/envelope';
import { useResource } from '../api/useResource';
import { Button, Inline, RadioGroup, ResourceView, Stack, TextField } from '../design-system';
import { ConfirmDialog } from '../design-system/components/ConfirmDialog/ConfirmDialog';
import { formatCurrency, formatDate, isolate } from '../domain/format';
import { groupIban } from '../domain/iban';
import { parseMeccaDateTime } from '../domain/meccaTime';
import type { SignedInOperator } from '../machines/operator/operatorSession.machine';
import { type PrizeStep, type PrizeStepEvent, prizeStepMachine } from '../machines/operator/prizeStep.machine';
import { type ConsoleClient, decisionOutcome, downloadCsv, type Schemas } from './api';
import { CsvExportStatus, useCsvExport } from './CsvExport';
import * as styles from './console.css';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';
import { SaveStatus, saveStatusOf } from './SaveStatus';

type PrizeRequest = Schemas['OperatorPrizeRequest'];
type Status = Schemas['PrizeRequestStatus'];
type Filter = Status | 'all';

/** The statuses the filter offers, in the order a request moves through them. */
export const prizeFilters: readonly Filter[] = ['all', 'pending', 'approved', 'payment_recorded', 'paid', 'returned'];

export function PrizesPanel({ client, me }: { client: ConsoleClient; me: SignedInOperator }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [filter, setFilter] = useState<Filter>('all');
  const [requests, retry, replace] = useResource(
    useCallback(async () => requireFirstOfData((await client.GET('/operator/prize-requests', { params: { query: filter === 'all' ? {} : { status: filter } } })).data), [client, filter]),
  );
  const canDecide = me.permissions.includes('decideOperatorPrizeRequest');
  const { language } = useConsoleT();
  // The list as filtered on screen, as a CSV (full IBANs for finance only: the server masks them for the others).
  const [exportState, sendExport] = useCsvExport(useCallback(() => downloadCsv('/operator/prize-requests/export', filter === 'all' ? {} : { status: filter }, language), [filter, language]));
  return (
    <section className={styles.panel} aria-labelledby="prizes-title">
      <h2 id="prizes-title" className={styles.heading}>
        {t('prizes.title')}
      </h2>
      <p className={styles.muted}>{t(canDecide ? 'prizes.intro' : 'prizes.introMasked')}</p>
      <RadioGroup<Filter>
        label={t('prizes.filter')}
        options={prizeFilters.map((value) => ({ value, label: t(`prizes.filters.${value}`) }))}
        value={filter}
        onChange={setFilter}
      />
      {me.permissions.includes('exportOperatorPrizeRequests') ? (
        <Stack space="xs">
          <Inline space="sm">
            <Button variant="secondary" isDisabled={exportState.matches('exporting')} onPress={() => sendExport({ type: 'export.start', kind: 'prize_requests', filter: null })}>
              {t('contestants.export.prize_requests')}
            </Button>
          </Inline>
          <CsvExportStatus state={exportState} send={sendExport} />
        </Stack>
      ) : null}
      <ResourceView resource={requests} onRetry={retry} labels={labels} empty={{ title: t('prizes.empty') }}>
        {(list) => (
          <ul className={styles.list}>
            {list.map((r) => (
              <PrizeItem key={r.id} client={client} request={r} me={me} canDecide={canDecide} onChanged={(updated) => replace(list.map((x) => (x.id === updated.id ? updated : x)))} />
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  );
}

function PrizeItem({ client, request, me, canDecide, onChanged }: { client: ConsoleClient; request: PrizeRequest; me: SignedInOperator; canDecide: boolean; onChanged: (r: PrizeRequest) => void }) {
  const machine = prizeStepMachine.provide({
    actors: {
      takeStep: fromPromise(({ input }) =>
        decisionOutcome(client.POST('/operator/prize-requests/{prizeRequestId}/decision', { params: { path: { prizeRequestId: request.id } }, body: input }), (body) => onChanged(requireFirstOfData(body))),
      ),
    },
  });
  const [state, send] = useMachine(machine);
  return <PrizeRequestView request={request} meId={me.id} canDecide={canDecide} state={state} send={send} />;
}

/** The steps a request offers now: none once paid or returned; confirming a payment only to another finance account. */
export function prizeStepsFor(r: PrizeRequest, meId: number): PrizeStep[] {
  switch (r.status) {
    case 'pending':
      return r.iban_valid ? ['approve', 'return'] : ['return'];
    case 'approved':
      return ['record_payment', 'return'];
    case 'payment_recorded':
      return r.payment_recorded_by?.id === meId ? [] : ['confirm_payment'];
    default:
      return [];
  }
}

/** One prize request in a state of the prize-step machine (stories render it with a resolved state). */
export function PrizeRequestView({
  request: r,
  meId,
  canDecide,
  state,
  send,
}: {
  request: PrizeRequest;
  meId: number;
  canDecide: boolean;
  state: SnapshotFrom<typeof prizeStepMachine>;
  send: (event: PrizeStepEvent) => void;
}) {
  const { t, language, when } = useConsoleT();
  const { values, refusal, step: chosen } = state.context;
  const sending = state.matches('sending');
  const asked = parseMeccaDateTime(r.created_at);
  const amount = `${formatCurrency(language, r.prize)} ${t('prizes.currency')}`;
  const track = t(`draws.track.${r.track}`);
  const steps = canDecide ? prizeStepsFor(r, meId) : [];
  // Names and titles as the winner wrote them, isolated so a Latin name in an Arabic sentence (or the reverse) keeps its place.
  const sentenceValues = {
    name: isolate(r.contestant_name),
    date: asked === null ? r.created_at : formatDate(language, asked),
    amount,
    track,
    competition: isolate(r.competition_title),
    holder: isolate(r.account_holder),
    bank: isolate(r.bank_name),
  };
  return (
    <li className={styles.item} aria-label={`${r.contestant_name} — ${t(`prizes.status.${r.status}`)}`}>
      <Stack space="sm">
        <Inline space="sm" alignY="center">
          <span className={styles.badge}>{t(`prizes.status.${r.status}`)}</span>
          <span className={styles.muted}>{t('prizes.number', { id: r.id })}</span>
        </Inline>
        <p className={styles.sentence}>{t('prizes.sentence', sentenceValues)}</p>
        <p className={styles.muted}>
          {r.contestant_email} — {t('prizes.due', { date: when(r.due_at) })}
        </p>
        <dl className={styles.facts}>
          <dt>{t('prizes.bank')}</dt>
          <dd>{r.bank_name}</dd>
          <dt>{t('prizes.holder')}</dt>
          <dd>{r.account_holder}</dd>
          <dt>{t('prizes.iban')}</dt>
          <dd translate="no">
            <bdi dir="ltr">{r.iban_masked ? r.iban : groupIban(r.iban)}</bdi>
          </dd>
          <dt>{t('prizes.checkDigits')}</dt>
          <dd className={r.iban_valid ? undefined : styles.error}>{t(r.iban_valid ? 'prizes.checkDigitsOk' : 'prizes.checkDigitsBad')}</dd>
        </dl>
        {r.iban_masked ? <p className={styles.muted}>{t('prizes.masked')}</p> : null}
        <ol className={styles.steps} aria-label={t('prizes.stepsTitle')}>
          <li>{t('prizes.history.asked', { date: when(r.created_at) })}</li>
          {r.reviewed_by && r.reviewed_at && r.status !== 'returned' ? <li>{t('prizes.history.approved', { who: isolate(r.reviewed_by.name), date: when(r.reviewed_at) })}</li> : null}
          {r.reviewed_by && r.reviewed_at && r.status === 'returned' ? <li>{t('prizes.history.returned', { who: isolate(r.reviewed_by.name), date: when(r.reviewed_at), reason: isolate(r.reason ?? '—') })}</li> : null}
          {r.payment_recorded_by && r.payment_recorded_at ? (
            <li>{t('prizes.history.recorded', { who: isolate(r.payment_recorded_by.name), date: when(r.payment_recorded_at), reference: isolate(r.payment_reference ?? '—') })}</li>
          ) : null}
          {r.payment_confirmed_by && r.paid_at ? <li>{t('prizes.history.paid', { who: isolate(r.payment_confirmed_by.name), date: when(r.paid_at) })}</li> : null}
        </ol>
        {canDecide && r.status === 'payment_recorded' && r.payment_recorded_by?.id === meId ? <p className={styles.muted}>{t('prizes.secondApprover')}</p> : null}
        {steps.includes('approve') ? (
          <Inline space="sm">
            <Button isDisabled={sending} onPress={() => send({ type: 'step.choose', step: 'approve' })}>
              {t('prizes.steps.approve')}
            </Button>
          </Inline>
        ) : null}
        {steps.includes('record_payment') ? (
          <div className={styles.row}>
            <TextField label={t('prizes.reference')} value={values.reference} onChange={(value) => send({ type: 'field.change', field: 'reference', value })} maxLength={100} valueLanguage="en" />
            <Button isDisabled={sending || values.reference.trim() === ''} onPress={() => send({ type: 'step.choose', step: 'record_payment' })}>
              {t('prizes.steps.record_payment')}
            </Button>
          </div>
        ) : null}
        {steps.includes('confirm_payment') ? (
          <Inline space="sm">
            <Button isDisabled={sending} onPress={() => send({ type: 'step.choose', step: 'confirm_payment' })}>
              {t('prizes.steps.confirm_payment')}
            </Button>
          </Inline>
        ) : null}
        {steps.includes('return') ? (
          <div className={styles.row}>
            <TextField label={t('prizes.reason')} value={values.reason} onChange={(value) => send({ type: 'field.change', field: 'reason', value })} maxLength={1000} />
            <Button variant="danger" isDisabled={sending || values.reason.trim() === ''} onPress={() => send({ type: 'step.choose', step: 'return' })}>
              {t('prizes.steps.return')}
            </Button>
          </div>
        ) : null}
        <SaveStatus status={saveStatusOf(state, 'offered')} saved={t('prizes.saved')} refusal={refusal} />
      </Stack>
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'step.cancel' }))}
        title={chosen ? t(`prizes.confirm.title.${chosen}`) : ''}
        confirmLabel={chosen ? t(`prizes.steps.${chosen}`) : ''}
        cancelLabel={t('prizes.confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => send({ type: 'step.confirm' })}
      >
        {chosen ? <p>{t(`prizes.confirm.${chosen}`, { ...sentenceValues, reason: isolate(values.reason.trim()), reference: isolate(values.reference.trim()) })}</p> : null}
      </ConfirmDialog>
    </li>
  );
}
