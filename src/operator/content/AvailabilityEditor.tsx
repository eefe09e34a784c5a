// The `availability` tab of a competition's content (issue 29, point 5): the third and fourth tracks' examiner
// availability — a weekly pattern in Mecca time, date-range overrides, slot length, seats, notice and hold time — with the
// forecast of seats against requests and a preview of the next slots the pattern generates, as it is typed.
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { requireFirstOfData } from '../../api/envelope';
import { Button, Form, Inline, RadioGroup, ResourceView, Stack, TextField, Tiles } from '../../design-system';
import { type Availability, availableSlotStarts } from '../../domain/availability';
import { arabicIndicDigits } from '../../domain/digits';
import { formatDayTime, formatNumber } from '../../domain/format';
import { MINUTE_MS, parseMeccaDateTime } from '../../domain/meccaTime';
import {
  type AvailabilityDraft,
  type AvailabilityEditorEvent,
  availabilityEditorMachine,
  type AvailabilityTrack,
  type DraftFault,
  readDraft,
  type TrackAvailability,
} from '../../machines/operator/availabilityEditor.machine';
import { decisionOutcome, type Schemas } from '../api';
import * as styles from '../console.css';
import * as own from './AvailabilityEditor.css';
import { useConsoleResourceLabels, useConsoleT } from '../useConsoleT';
import { SaveStatus, saveStatusOf } from '../SaveStatus';
import type { ContentEditorProps } from './contentEditor';

type Competition = Schemas['OperatorCompetition'];

/** The contract's track availability as the console holds it: the next slots as instants. */
export function readTrackAvailability(wire: Schemas['OperatorTrackAvailability']): TrackAvailability {
  return {
    track: wire.track,
    configured: wire.configured,
    setting: {
      weekly: wire.weekly,
      overrides: wire.overrides,
      slotMinutes: wire.slot_minutes,
      seats: wire.seats,
      minNoticeMinutes: wire.min_notice_minutes,
      holdMinutes: wire.hold_minutes,
    },
    forecast: wire.forecast,
    nextSlots: wire.next_slots.map((s) => parseMeccaDateTime(s)).filter((ms): ms is number => ms !== null),
  };
}

const wireOf = (a: Availability): Schemas['OperatorAvailabilityInput'] => ({
  weekly: a.weekly,
  overrides: a.overrides,
  slot_minutes: a.slotMinutes,
  seats: a.seats,
  min_notice_minutes: a.minNoticeMinutes,
  hold_minutes: a.holdMinutes,
});

export function AvailabilityEditor({ client, competition, onSaved }: ContentEditorProps) {
  const path = { competitionId: competition.id };
  const machine = availabilityEditorMachine.provide({
    actors: {
      loadAvailability: fromPromise(async () =>
        requireFirstOfData((await client.GET('/operator/competitions/{competitionId}/availability', { params: { path } })).data).map(readTrackAvailability),
      ),
      saveAvailability: fromPromise(async ({ input }) => {
        let saved: TrackAvailability | undefined;
        const outcome = await decisionOutcome(
          client.PUT('/operator/competitions/{competitionId}/availability/{memorisationTrack}', { params: { path: { ...path, memorisationTrack: input.track } }, body: wireOf(input.availability) }),
          (answer) => {
            saved = readTrackAvailability(requireFirstOfData(answer));
            onSaved?.();
          },
        );
        return { ...outcome, ...(saved ? { saved } : {}) };
      }),
    },
  });
  const [state, send] = useMachine(machine);
  // The preview starts from the moment the tab opened (or the competition's start, when later).
  const [now] = useState(() => Date.now());
  return <AvailabilityView competition={competition} state={state} send={send} now={now} />;
}

const days = [0, 1, 2, 3, 4, 5, 6] as const;
/** How many upcoming slots the preview lists. */
const PREVIEW = 10;

/** The editor in a state of its machine (the stories draw each one). `now` bounds the preview (epoch ms). */
export function AvailabilityView({
  competition,
  state,
  send,
  now,
}: {
  competition: Competition;
  state: SnapshotFrom<typeof availabilityEditorMachine>;
  send: (event: AvailabilityEditorEvent) => void;
  now: number;
}) {
  const { t, language } = useConsoleT();
  const labels = useConsoleResourceLabels({ loading: t('availability.loading') });
  const status = state.matches('loading') ? 'loading' : state.matches('loadFailed') ? 'failed' : 'loaded';
  const { tracks, track, draft, faults, refusal } = state.context;
  const current = tracks?.find((x) => x.track === track);
  const n = (value: number) => formatNumber(language, value, { useGrouping: false });
  /** A typed number shown in the console's digits, as the tracks' numbers are (the draft reads either kind). */
  const shown = (typed: string) => (language === 'ar' ? arabicIndicDigits(typed) : typed);
  const faultOf = (field: DraftFault['field'], index: number | null) => {
    const fault = faults.find((f) => f.field === field && f.index === index);
    return fault ? t(`availability.fault.${fault.code}`) : undefined;
  };
  const change = (next: Partial<AvailabilityDraft>) => draft && send({ type: 'draft.change', draft: { ...draft, ...next } });
  const saving = state.matches('saving');

  // The slots a contestant could book now (from the notice on), as the form is typed when it reads as a setting, else as saved.
  const typed = draft ? readDraft(draft).availability : null;
  const startAt = parseMeccaDateTime(competition.start_date) ?? now;
  const endAt = parseMeccaDateTime(competition.end_date) ?? now;
  const preview = typed
    ? availableSlotStarts(typed, { startAt: Math.max(now + typed.minNoticeMinutes * MINUTE_MS, startAt), endAt }).slice(0, PREVIEW)
    : (current?.nextSlots ?? []);

  return (
    <ResourceView status={status} onRetry={() => send({ type: 'retry' })} labels={labels}>
      {current && draft ? (
        <Stack space="lg">
          <p className={styles.muted}>{t('availability.intro')}</p>
          <RadioGroup<AvailabilityTrack>
            label={t('availability.track')}
            value={track}
            onChange={(value) => send({ type: 'track.choose', track: value })}
            options={(['third', 'fourth'] as const).map((value) => ({ value, label: t(`draws.track.${value}`) }))}
          />
          {!current.configured ? <p className={styles.muted}>{t('availability.notConfigured')}</p> : null}
          <section aria-labelledby="availability-forecast">
            <Stack space="sm">
              <h4 id="availability-forecast" className={styles.subheading}>
                {t('availability.forecast.title')}
              </h4>
              <p>
                {t('availability.forecast.sentence', {
                  seats: n(current.forecast.seats),
                  slots: n(current.forecast.slots),
                  requests: n(current.forecast.requests),
                  booked: n(current.forecast.booked),
                })}
              </p>
              <p className={current.forecast.seats >= current.forecast.requests ? styles.muted : styles.error}>
                {current.forecast.seats >= current.forecast.requests
                  ? t('availability.forecast.enough')
                  : t('availability.forecast.short', { missing: n(current.forecast.requests - current.forecast.seats) })}
              </p>
            </Stack>
          </section>
          <Form aria-label={t('availability.formLabel', { track: t(`competitions.track.${track}`) })} onSubmit={() => send({ type: 'save' })}>
            <Stack space="lg">
              <fieldset className={own.group}>
                <legend className={own.legend}>{t('availability.weekly.title')}</legend>
                <Stack space="sm">
                  <p className={styles.muted}>{t('availability.weekly.help')}</p>
                  <Tiles columns={{ base: 1, md: 2 }} space="sm">
                    {days.map((day) => (
                      <TextField
                        key={day}
                        label={t(`availability.day.${day}`)}
                        value={draft.weekly[day] ?? ''}
                        onChange={(value) => change({ weekly: draft.weekly.map((text, i) => (i === day ? value : text)) })}
                        inputMode="numeric"
                        errorMessage={faultOf('weekly', day)}
                      />
                    ))}
                  </Tiles>
                </Stack>
              </fieldset>
              <fieldset className={own.group}>
                <legend className={own.legend}>{t('availability.overrides.title')}</legend>
                <Stack space="sm">
                  <p className={styles.muted}>{t('availability.overrides.help')}</p>
                  {draft.overrides.length === 0 ? <p>{t('availability.overrides.none')}</p> : null}
                  {draft.overrides.map((o, index) => {
                    const set = (next: Partial<AvailabilityDraft['overrides'][number]>) => change({ overrides: draft.overrides.map((x, i) => (i === index ? { ...x, ...next } : x)) });
                    const row = n(index + 1);
                    return (
                      <Stack key={index} space="xs" className={styles.item} aria-label={t('availability.overrides.entry', { n: row })}>
                        <Tiles columns={{ base: 1, md: 3 }} space="sm">
                          <TextField label={t('availability.overrides.from', { n: row })} value={o.from} onChange={(from) => set({ from })} inputMode="numeric" errorMessage={faultOf('overrides', index)} />
                          <TextField label={t('availability.overrides.to', { n: row })} value={o.to} onChange={(to) => set({ to })} inputMode="numeric" />
                          <TextField label={t('availability.overrides.hours', { n: row })} value={o.hours} onChange={(hours) => set({ hours })} inputMode="numeric" description={t('availability.overrides.hoursHelp')} />
                        </Tiles>
                        <Inline space="sm">
                          <Button variant="secondary" size="sm" onPress={() => change({ overrides: draft.overrides.filter((_, i) => i !== index) })}>
                            {t('availability.overrides.remove', { n: row })}
                          </Button>
                        </Inline>
                      </Stack>
                    );
                  })}
                  <Inline space="sm">
                    <Button variant="secondary" size="sm" onPress={() => change({ overrides: [...draft.overrides, { from: '', to: '', hours: '' }] })}>
                      {t('availability.overrides.add')}
                    </Button>
                  </Inline>
                </Stack>
              </fieldset>
              <fieldset className={own.group}>
                <legend className={own.legend}>{t('availability.numbers.title')}</legend>
                <Tiles columns={{ base: 1, md: 2 }} space="sm">
                  <TextField label={t('availability.numbers.slotMinutes')} value={shown(draft.slotMinutes)} onChange={(slotMinutes) => change({ slotMinutes })} inputMode="numeric" errorMessage={faultOf('slotMinutes', null)} />
                  <TextField label={t('availability.numbers.seats')} value={shown(draft.seats)} onChange={(seats) => change({ seats })} inputMode="numeric" errorMessage={faultOf('seats', null)} />
                  <TextField
                    label={t('availability.numbers.noticeHours')}
                    value={shown(draft.noticeHours)}
                    onChange={(noticeHours) => change({ noticeHours })}
                    inputMode="decimal"
                    description={t('availability.numbers.noticeHelp')}
                    errorMessage={faultOf('noticeHours', null)}
                  />
                  <TextField
                    label={t('availability.numbers.holdMinutes')}
                    value={shown(draft.holdMinutes)}
                    onChange={(holdMinutes) => change({ holdMinutes })}
                    inputMode="numeric"
                    description={t('availability.numbers.holdHelp')}
                    errorMessage={faultOf('holdMinutes', null)}
                  />
                </Tiles>
              </fieldset>
              <section aria-labelledby="availability-preview">
                <Stack space="sm">
                  <h4 id="availability-preview" className={styles.subheading}>
                    {t('availability.preview.title')}
                  </h4>
                  {preview.length === 0 ? (
                    <p>{t('availability.preview.none')}</p>
                  ) : (
                    <ol className={styles.list}>
                      {preview.map((at) => (
                        <li key={at}>
                          {formatDayTime(language, at)} {t('competitions.meccaTime')}
                        </li>
                      ))}
                    </ol>
                  )}
                </Stack>
              </section>
              <SaveStatus status={saveStatusOf(state, 'editing')} saved={t('availability.saved')} invalid={t('availability.invalid')} refusal={refusal} />
              <Inline space="sm">
                <Button type="submit" isPending={saving}>
                  {t('availability.save', { track: t(`competitions.track.${track}`) })}
                </Button>
              </Inline>
            </Stack>
          </Form>
        </Stack>
      ) : null}
    </ResourceView>
  );
}
