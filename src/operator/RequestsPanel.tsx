import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { requireFirstOfData } from '../api/envelope';
import { ConfirmDialog } from '../design-system/components/ConfirmDialog/ConfirmDialog';
import { arabicIndicDigits } from '../domain/digits';
import { isolate } from '../domain/format';
import { Button, EmptyState, RadioGroup, ResourceView, TextField } from '../design-system';
import { useResource } from '../api/useResource';
import { type RequestDecisionEvent, requestDecisionMachine } from '../machines/operator/requestDecision.machine';
import { type SlotOpeningEvent, slotOpeningMachine, type SlotTrack } from '../machines/operator/slotOpening.machine';
import { type ConsoleClient, decisionOutcome, type Schemas } from './api';
import * as styles from './console.css';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';
import { SaveStatus, saveStatusOf } from './SaveStatus';

type Request = Schemas['OperatorRequest'];
type Slot = Schemas['OperatorSlot'];

export function RequestsPanel({ client }: { client: ConsoleClient }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [requests, retry, replace] = useResource(useCallback(async () => requireFirstOfData((await client.GET('/operator/requests')).data), [client]));
  return (
    <>
      <section className={styles.panel} aria-labelledby="requests-title">
        <h2 id="requests-title" className={styles.heading}>
          {t('requests.title')}
        </h2>
        <ResourceView resource={requests} onRetry={retry} labels={labels} empty={{ title: t('requests.empty') }}>
          {(list) => (
            <ul className={styles.list}>
              {list.map((r) => (
                <RequestItem key={r.id} client={client} request={r} onChanged={(updated) => replace(list.map((x) => (x.id === updated.id ? updated : x)))} />
              ))}
            </ul>
          )}
        </ResourceView>
      </section>
      <SlotsSection client={client} />
    </>
  );
}

function RequestItem({ client, request, onChanged }: { client: ConsoleClient; request: Request; onChanged: (r: Request) => void }) {
  const machine = requestDecisionMachine.provide({
    actors: {
      sendDecision: fromPromise(({ input }) => decisionOutcome(client.POST('/operator/requests/{requestId}/decision', { params: { path: { requestId: request.id } }, body: input }), (body) => onChanged(requireFirstOfData(body)))),
    },
  });
  const [state, send] = useMachine(machine, { input: { meetingUrl: request.meeting_url, clashes: request.clashes_with !== null } });
  return <RequestView request={request} state={state} send={send} />;
}

/** One test request in a state of the request-decision machine (stories render it with a resolved state). */
export function RequestView({ request: r, state, send }: { request: Request; state: SnapshotFrom<typeof requestDecisionMachine>; send: (event: RequestDecisionEvent) => void }) {
  const { t, when, language } = useConsoleT();
  const { values, refusal } = state.context;
  const sending = state.matches('sending') || state.matches('confirmingAccept');
  const clash = r.clashes_with;
  const clashValues = clash ? { track: t(`requests.track.${clash.track}`), when: when(clash.appointment_at), status: t(`requests.status.${clash.status}`) } : null;
  return (
    <li className={styles.item} aria-label={`${r.contestant_name} — ${t(`requests.track.${r.track}`)}`}>
      <p>
        <strong>{r.contestant_name}</strong> <span className={styles.muted}>({r.contestant_email})</span>
      </p>
      <p>
        <span className={styles.badge}>{t(`requests.status.${r.status}`)}</span> {t(`requests.track.${r.track}`)}
      </p>
      <p>{t('requests.level', { level: isolate(r.level_title) })}</p>
      <p>{t('requests.appointment', { when: when(r.appointment_at) })}</p>
      {r.id_number !== null ? (
        <>
          <p>
            {t('requests.idLine', {
              type: r.national_id_type ? t(`requests.idType.${r.national_id_type}`) : '',
              number: isolate(language === 'ar' ? arabicIndicDigits(r.id_number) : r.id_number),
            })}
          </p>
          {r.id_name ? <p>{t('requests.idName', { name: isolate(r.id_name) })}</p> : null}
        </>
      ) : null}
      {clashValues ? (
        <p className={styles.error}>{t('requests.clash', clashValues)}</p>
      ) : null}
      {r.meeting_url ? <p className={styles.pre}>{r.meeting_url}</p> : null}
      {r.attendance ? <p>{t(`requests.attendance.${r.attendance}`)}</p> : null}
      {r.degree !== null ? <p>{t('requests.degree', { degree: r.degree })}</p> : null}
      {r.refusal_reason ? <p className={styles.muted}>{r.refusal_reason}</p> : null}
      {r.status === 'pending' ? (
        <div className={styles.row}>
          <TextField label={t('requests.meetingUrl')} type="url" value={values.meetingUrl} onChange={(value) => send({ type: 'field.change', field: 'meetingUrl', value })} />
          <Button isDisabled={sending} onPress={() => send({ type: 'request.accept' })}>
            {t('requests.accept')}
          </Button>
        </div>
      ) : null}
      {r.status === 'approved' ? (
        <>
          <div className={styles.row}>
            <Button variant="secondary" isDisabled={sending} onPress={() => send({ type: 'request.attendance', attended: true })}>
              {t('requests.markAttended')}
            </Button>
            <Button variant="secondary" isDisabled={sending} onPress={() => send({ type: 'request.attendance', attended: false })}>
              {t('requests.markAbsent')}
            </Button>
          </div>
          <div className={styles.row}>
            <TextField label={t('requests.degreeLabel')} inputMode="numeric" value={values.degree} onChange={(value) => send({ type: 'field.change', field: 'degree', value })} />
            <Button isDisabled={sending} onPress={() => send({ type: 'request.result', passed: true })}>
              {t('requests.passed')}
            </Button>
            <Button variant="secondary" isDisabled={sending} onPress={() => send({ type: 'request.result', passed: false })}>
              {t('requests.failed')}
            </Button>
          </div>
        </>
      ) : null}
      {r.status === 'pending' || r.status === 'approved' ? (
        <div className={styles.row}>
          <TextField label={t('requests.reason')} value={values.reason} onChange={(value) => send({ type: 'field.change', field: 'reason', value })} maxLength={1000} />
          <Button variant="danger" isDisabled={sending} onPress={() => send({ type: 'request.refuse' })}>
            {t('requests.refuse')}
          </Button>
        </div>
      ) : null}
      <SaveStatus status={saveStatusOf(state, 'deciding')} saved={t('requests.saved')} refusal={refusal} />
      <ConfirmDialog
        isOpen={state.matches('confirmingAccept')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'accept.cancel' }))}
        title={t('requests.confirmAccept.title')}
        confirmLabel={t('requests.confirmAccept.yes')}
        cancelLabel={t('requests.confirmAccept.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => send({ type: 'accept.confirm' })}
      >
        {clashValues ? <p>{t('requests.confirmAccept.body', clashValues)}</p> : null}
      </ConfirmDialog>
    </li>
  );
}

function SlotsSection({ client }: { client: ConsoleClient }) {
  const labels = useConsoleResourceLabels();
  const [slots, retry] = useResource(useCallback(async () => requireFirstOfData((await client.GET('/operator/slots')).data), [client]));
  const machine = slotOpeningMachine.provide({
    actors: {
      openSlot: fromPromise(({ input }) => decisionOutcome(client.POST('/operator/slots', { body: input }), () => retry())),
      closeSlot: fromPromise(({ input }) => decisionOutcome(client.DELETE('/operator/slots/{slotId}', { params: { path: { slotId: input.slotId } } }), () => retry())),
    },
  });
  const [state, send] = useMachine(machine);
  return (
    <SlotsView state={state} send={send}>
      <ResourceView resource={slots} onRetry={retry} labels={labels}>
        {(list) => <SlotList slots={list} send={send} />}
      </ResourceView>
    </SlotsView>
  );
}

/** The slot form in a state of the slot-opening machine, above the list of slots. */
export function SlotsView({ state, send, children }: { state: SnapshotFrom<typeof slotOpeningMachine>; send: (event: SlotOpeningEvent) => void; children: React.ReactNode }) {
  const { t } = useConsoleT();
  const { track, startsAt, capacity, refusal } = state.context;
  return (
    <section className={styles.panel} aria-labelledby="slots-title">
      <h2 id="slots-title" className={styles.heading}>
        {t('slots.title')}
      </h2>
      <div className={styles.row}>
        <RadioGroup<SlotTrack>
          label={t('slots.track')}
          options={(['third', 'fourth'] as const).map((value) => ({ value, label: t(`requests.track.${value}`) }))}
          value={track}
          onChange={(value) => send({ type: 'slot.trackChange', track: value })}
        />
        <TextField label={t('slots.startsAt')} value={startsAt} onChange={(value) => send({ type: 'slot.startsAtChange', value })} placeholder={t('slots.startsAtExample')} />
        <TextField label={t('slots.capacity')} inputMode="numeric" value={capacity} onChange={(value) => send({ type: 'slot.capacityChange', value })} />
        <Button isDisabled={state.matches('opening')} onPress={() => send({ type: 'slot.open' })}>
          {t('slots.open')}
        </Button>
      </div>
      <SaveStatus status={saveStatusOf(state, 'editing')} refusal={refusal} />
      {children}
    </section>
  );
}

export function SlotList({ slots, send }: { slots: readonly Slot[]; send: (event: SlotOpeningEvent) => void }) {
  const { t, when } = useConsoleT();
  if (slots.length === 0) return <EmptyState title={t('slots.empty')} />;
  return (
    <ul className={styles.list}>
      {slots.slice(0, 40).map((s) => (
        <li key={s.id} className={styles.item}>
          <p>
            {t(`requests.track.${s.track}`)} — {when(s.starts_at)}
          </p>
          <p className={styles.muted}>{s.capacity === 0 ? t('slots.closed') : t('slots.seats', { taken: s.taken, capacity: s.capacity })}</p>
          {s.capacity > 0 && s.taken === 0 ? (
            <div className={styles.row}>
              <Button variant="ghost" size="sm" onPress={() => send({ type: 'slot.close', slotId: s.id })}>
                {t('slots.close')}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
