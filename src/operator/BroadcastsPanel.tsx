// Broadcasts (issue 30, point 5): the composer (a message in both languages, its audience, now or at a Mecca time; a
// preview for the first recipient; a copy to oneself; a confirmation naming the audience's size), the list of
// broadcasts with their progress, a scheduled one cancelled after a confirmation; and, for administrators, the job
// queue's recent jobs and failures.
import type { CalendarDateTime } from '@internationalized/date';
import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { requireFirstOfData } from '../api/envelope';
import { type Resource, useResource } from '../api/useResource';
import { Button, DatePicker, Inline, RadioGroup, ResourceView, Stack, TextArea, TextField } from '../design-system';
import { ConfirmDialog } from '../design-system/components/ConfirmDialog/ConfirmDialog';
import { westernDigits } from '../domain/digits';
import { formatNumber, isolate } from '../domain/format';
import { parseMeccaDateTime } from '../domain/meccaTime';
import {
  type BroadcastComposerEvent,
  broadcastComplete,
  broadcastComposerMachine,
  type BroadcastTrack,
  type BroadcastValues,
  emptyBroadcast,
} from '../machines/operator/broadcastComposer.machine';
import { contestantTrackStatuses } from '../machines/operator/contestants.machine';
import type { SignedInOperator } from '../machines/operator/operatorSession.machine';
import { type ConsoleClient, decisionOutcome, type Schemas } from './api';
import { meccaValue, pickerValue } from './CompetitionsPanel';
import * as styles from './console.css';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';

type Broadcast = Schemas['Broadcast'];

const tracks: readonly BroadcastTrack[] = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

/** The draft as the contract takes it. */
export function broadcastDraft(v: BroadcastValues): Schemas['BroadcastDraft'] {
  return {
    title: { ar: v.titleAr.trim(), en: v.titleEn.trim() },
    body: { ar: v.bodyAr.trim(), en: v.bodyEn.trim() },
    email: v.email,
    audience: {
      ...(v.q.trim() ? { q: v.q.trim() } : {}),
      ...(v.competitionId !== null ? { competition_id: v.competitionId } : {}),
      ...(v.track ? { track: v.track } : {}),
      ...(v.track && v.status ? { status: v.status } : {}),
      ...(v.winners ? { winners: true } : {}),
    },
  };
}

/** A saved draft's values, to reopen it in the composer (the inverse of `broadcastDraft`). */
export function broadcastValuesOf(b: Pick<Broadcast, 'title' | 'body' | 'email' | 'audience'>): BroadcastValues {
  const track = tracks.find((x) => x !== '' && x === b.audience.track) ?? '';
  return {
    ...emptyBroadcast,
    titleAr: b.title.ar,
    titleEn: b.title.en,
    bodyAr: b.body.ar,
    bodyEn: b.body.en,
    email: b.email,
    q: b.audience.q ?? '',
    competitionId: b.audience.competition_id ?? null,
    track,
    status: track ? (b.audience.status ?? '') : '',
    winners: b.audience.winners ?? false,
  };
}

/** `audience`: a new message's values to start from ("Message them" on the contestants list gives its filter). */
export function BroadcastsPanel({ client, me, audience }: { client: ConsoleClient; me: SignedInOperator; audience?: BroadcastValues | undefined }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [list, retry, replace] = useResource(useCallback(async () => requireFirstOfData((await client.GET('/operator/broadcasts')).data), [client]));
  // A draft reopened from the list: the composer starts again on its values and id (a new key remounts its machine).
  const [opened, setOpened] = useState<{ key: number; values: BroadcastValues; id: number } | null>(null);
  const open = (b: Broadcast) => {
    setOpened((was) => ({ key: (was?.key ?? 0) + 1, values: broadcastValuesOf(b), id: b.id }));
    document.getElementById('broadcasts-title')?.scrollIntoView({ block: 'start' });
  };
  return (
    <section className={styles.panel} aria-labelledby="broadcasts-title">
      <Stack space="lg">
        <h2 id="broadcasts-title" className={styles.heading}>
          {t('broadcasts.title')}
        </h2>
        <p className={styles.muted}>{t('broadcasts.intro')}</p>
        <Composer key={opened?.key ?? 0} client={client} retry={retry} values={opened ? opened.values : audience} id={opened?.id ?? null} />
        <h3 className={styles.subheading}>{t('broadcasts.listTitle')}</h3>
        <ResourceView resource={list} onRetry={retry} labels={labels} empty={{ title: t('broadcasts.empty') }}>
          {(items) => (
            <ul className={styles.list}>
              {items.map((b) => (
                <BroadcastItem key={b.id} client={client} broadcast={b} onOpen={() => open(b)} onChanged={(updated) => replace(items.map((x) => (x.id === updated.id ? updated : x)))} />
              ))}
            </ul>
          )}
        </ResourceView>
        {me.permissions.includes('getOperatorJobs') ? <JobsList client={client} /> : null}
      </Stack>
    </section>
  );
}

/** The composer with its machine wired to the server: a new message, the list's audience, or a reopened draft. */
function Composer({ client, retry, values, id }: { client: ConsoleClient; retry: () => void; values: BroadcastValues | undefined; id: number | null }) {
  const machine = broadcastComposerMachine.provide({
    actors: {
      savePreview: fromPromise(async ({ input }) => {
        const body = broadcastDraft(input.values);
        const saved = input.id
          ? await client.PUT('/operator/broadcasts/{broadcastId}', { params: { path: { broadcastId: input.id } }, body })
          : await client.POST('/operator/broadcasts', { body });
        if (!saved.data) {
          const outcome = await decisionOutcome(Promise.resolve(saved), () => {});
          return { kind: 'refused' as const, message: outcome.message ?? null };
        }
        const id = requireFirstOfData(saved.data).id;
        const preview = requireFirstOfData((await client.GET('/operator/broadcasts/{broadcastId}/preview', { params: { path: { broadcastId: id } } })).data);
        retry();
        return {
          kind: 'saved' as const,
          id,
          preview: { audienceSize: preview.audience_size, recipientName: preview.recipient?.name ?? null, title: preview.title, body: preview.body },
        };
      }),
      sendCopy: fromPromise(({ input }) => decisionOutcome(client.POST('/operator/broadcasts/{broadcastId}/copy', { params: { path: { broadcastId: input.id } } }), () => {})),
      sendBroadcast: fromPromise(({ input }) =>
        decisionOutcome(
          client.POST('/operator/broadcasts/{broadcastId}/sending', {
            params: { path: { broadcastId: input.id } },
            body: { confirmed_audience_size: input.audienceSize, ...(input.sendAt ? { send_at: westernDigits(input.sendAt) } : {}) },
          }),
          () => retry(),
        ),
      ),
    },
  });
  const [state, send] = useMachine(machine, { input: { values, id } });
  return <BroadcastComposerView state={state} send={send} />;
}

/** The composer in a state of its machine (stories render it with a resolved state). */
export function BroadcastComposerView({ state, send }: { state: SnapshotFrom<typeof broadcastComposerMachine>; send: (event: BroadcastComposerEvent) => void }) {
  const { t, language, when } = useConsoleT();
  const { values, preview, refusal, copySent } = state.context;
  const editing = state.matches('editing');
  const busy = state.matches('previewing') || state.matches('copying') || state.matches('sending');
  const field = (name: keyof BroadcastValues) => (value: string | boolean) => send({ type: 'field.change', field: name, value });
  const size = preview ? formatNumber(language, preview.audienceSize) : '';
  // The time as typed (Arabic-Indic digits read as Western ones), written back in the console's language.
  const typedAt = westernDigits(values.sendAt.trim());
  const at = parseMeccaDateTime(typedAt) === null ? typedAt : when(typedAt);
  if (state.matches('done')) {
    return (
      <Stack space="sm">
        <p className={styles.success} role="status">
          {t(values.when === 'later' ? 'broadcasts.scheduled' : 'broadcasts.sent', { size, when: at })}
        </p>
        <Inline space="sm">
          <Button onPress={() => send({ type: 'compose.new' })}>{t('broadcasts.new')}</Button>
        </Inline>
      </Stack>
    );
  }
  return (
    <Stack space="md">
      <Stack space="sm">
        <TextField label={t('broadcasts.field.titleAr')} value={values.titleAr} onChange={field('titleAr')} isDisabled={!editing} maxLength={200} valueLanguage="ar" />
        <TextArea label={t('broadcasts.field.bodyAr')} value={values.bodyAr} onChange={field('bodyAr')} isDisabled={!editing} maxLength={5000} valueLanguage="ar" />
        <TextField label={t('broadcasts.field.titleEn')} value={values.titleEn} onChange={field('titleEn')} isDisabled={!editing} maxLength={200} valueLanguage="en" />
        <TextArea label={t('broadcasts.field.bodyEn')} value={values.bodyEn} onChange={field('bodyEn')} isDisabled={!editing} maxLength={5000} valueLanguage="en" />
        <p className={styles.muted}>{t('broadcasts.mergeFields')}</p>
      </Stack>
      {values.q || values.competitionId !== null ? (
        <Stack space="xs">
          <p className={styles.sentence} role="note">
            <strong>{t('broadcasts.fromList')}</strong>{' '}
            {[
              values.q ? t('broadcasts.fromListSearch', { q: isolate(values.q) }) : null,
              values.competitionId !== null ? t('broadcasts.fromListCompetition', { competition: isolate(values.competitionTitle || formatNumber(language, values.competitionId)) }) : null,
            ]
              .filter(Boolean)
              .join(t('broadcasts.fromListAnd'))}
          </p>
          {editing ? (
            <Inline space="sm">
              <Button variant="secondary" size="sm" onPress={() => send({ type: 'audience.widen' })}>
                {t('broadcasts.widen')}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      ) : null}
      <RadioGroup<BroadcastTrack | 'all'>
        label={t('broadcasts.field.track')}
        isDisabled={!editing}
        options={tracks.map((value) => ({ value: value || 'all', label: value ? t(`draws.track.${value}`) : t('broadcasts.allTracks') }))}
        value={values.track || 'all'}
        onChange={(value) => field('track')(value === 'all' ? '' : value)}
      />
      {values.track ? (
        <RadioGroup<string>
          label={t('broadcasts.field.status')}
          isDisabled={!editing || values.winners}
          options={['all', ...contestantTrackStatuses[values.track]].map((value) => ({ value, label: t(`broadcasts.status.${value}`) }))}
          value={values.status || 'all'}
          onChange={(value) => field('status')(value === 'all' ? '' : value)}
        />
      ) : null}
      <RadioGroup<'everyone' | 'winners'>
        label={t('broadcasts.field.winners')}
        isDisabled={!editing}
        options={[
          { value: 'everyone', label: t('broadcasts.entrants') },
          { value: 'winners', label: t('broadcasts.winnersOnly') },
        ]}
        value={values.winners ? 'winners' : 'everyone'}
        onChange={(value) => field('winners')(value === 'winners')}
      />
      <RadioGroup<'no' | 'yes'>
        label={t('broadcasts.field.email')}
        isDisabled={!editing}
        options={[
          { value: 'no', label: t('broadcasts.emailNo') },
          { value: 'yes', label: t('broadcasts.emailYes') },
        ]}
        value={values.email ? 'yes' : 'no'}
        onChange={(value) => field('email')(value === 'yes')}
      />
      <RadioGroup<'now' | 'later'>
        label={t('broadcasts.field.when')}
        isDisabled={busy}
        options={[
          { value: 'now', label: t('broadcasts.now') },
          { value: 'later', label: t('broadcasts.later') },
        ]}
        value={values.when}
        onChange={(value) => field('when')(value)}
      />
      {values.when === 'later' ? (
        <DatePicker<CalendarDateTime>
          label={t('broadcasts.field.sendAt')}
          description={t('broadcasts.sendAtHint')}
          granularity="minute"
          hourCycle={24}
          value={pickerValue(westernDigits(values.sendAt))}
          onChange={(value) => field('sendAt')(meccaValue(value))}
          timeZoneLabel={t('competitions.meccaTime')}
          isDisabled={busy}
          isRequired
        />
      ) : null}
      {refusal !== null ? (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      {editing ? (
        <Inline space="sm">
          <Button isDisabled={!broadcastComplete(values)} onPress={() => send({ type: 'compose.preview' })}>
            {t('broadcasts.preview')}
          </Button>
        </Inline>
      ) : null}
      {state.matches('previewing') ? <p className={styles.muted} role="status">{t('broadcasts.previewing')}</p> : null}
      {preview && !editing && !state.matches('previewing') ? (
        <Stack space="sm">
          <h3 className={styles.subheading}>{t('broadcasts.previewTitle')}</h3>
          <p className={styles.sentence}>
            {preview.recipientName ? t('broadcasts.previewFor', { name: isolate(preview.recipientName), size }) : t('broadcasts.previewEmpty')}
          </p>
          <dl className={styles.facts}>
            <dt>{t('broadcasts.inArabic')}</dt>
            <dd lang="ar" dir="rtl">
              <strong>{preview.title.ar}</strong>
              <br />
              {preview.body.ar}
            </dd>
            <dt>{t('broadcasts.inEnglish')}</dt>
            <dd lang="en" dir="ltr">
              <strong>{preview.title.en}</strong>
              <br />
              {preview.body.en}
            </dd>
          </dl>
          {copySent ? (
            <p className={styles.success} role="status">
              {t('broadcasts.copySent')}
            </p>
          ) : null}
          <Inline space="sm">
            <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'compose.edit' })}>
              {t('broadcasts.edit')}
            </Button>
            <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'compose.copy' })}>
              {t('broadcasts.copy')}
            </Button>
            <Button isDisabled={busy || preview.audienceSize === 0 || !broadcastComplete(values)} onPress={() => send({ type: 'compose.send' })}>
              {t(values.when === 'later' ? 'broadcasts.schedule' : 'broadcasts.sendNow')}
            </Button>
          </Inline>
        </Stack>
      ) : null}
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'compose.cancel' }))}
        title={t(values.when === 'later' ? 'broadcasts.confirm.scheduleTitle' : 'broadcasts.confirm.sendTitle')}
        confirmLabel={t(values.when === 'later' ? 'broadcasts.schedule' : 'broadcasts.sendNow')}
        cancelLabel={t('broadcasts.confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => send({ type: 'compose.confirm' })}
      >
        <p>{t(values.when === 'later' ? 'broadcasts.confirm.schedule' : 'broadcasts.confirm.send', { size, when: at })}</p>
      </ConfirmDialog>
    </Stack>
  );
}

function BroadcastItem({ client, broadcast: b, onOpen, onChanged }: { client: ConsoleClient; broadcast: Broadcast; onOpen: () => void; onChanged: (b: Broadcast) => void }) {
  const { t, language, when } = useConsoleT();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = async () => {
    setAsking(false);
    const outcome = await decisionOutcome(client.DELETE('/operator/broadcasts/{broadcastId}/sending', { params: { path: { broadcastId: b.id } } }), (body) => onChanged(requireFirstOfData(body)));
    setRefusal(outcome.kind === 'refused' ? (outcome.message ?? t('broadcasts.cancelFailed')) : null);
  };
  return (
    <li className={styles.item} aria-label={`${b.title[language]} — ${t(`broadcasts.state.${b.status}`)}`}>
      <Stack space="sm">
        <Inline space="sm" alignY="center">
          <span className={styles.badge}>{t(`broadcasts.state.${b.status}`)}</span>
          <strong>{b.title[language]}</strong>
        </Inline>
        <p className={styles.muted}>
          {t('broadcasts.progress', { count: formatNumber(language, b.sent_count) })}
          {b.send_at ? ` — ${t('broadcasts.at', { when: when(b.send_at) })}` : ''}
        </p>
        {b.status === 'draft' ? (
          <Inline space="sm">
            <Button variant="secondary" size="sm" onPress={onOpen}>
              {t('broadcasts.openDraft')}
            </Button>
          </Inline>
        ) : null}
        {b.status === 'scheduled' ? (
          <Inline space="sm">
            <Button variant="danger" size="sm" onPress={() => setAsking(true)}>
              {t('broadcasts.cancel')}
            </Button>
          </Inline>
        ) : null}
        {refusal ? (
          <p className={styles.error} role="alert">
            {refusal}
          </p>
        ) : null}
      </Stack>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={(open) => setAsking(open)}
        title={t('broadcasts.confirm.cancelTitle')}
        confirmLabel={t('broadcasts.cancel')}
        cancelLabel={t('broadcasts.confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => void cancel()}
      >
        <p>{t('broadcasts.confirm.cancelText', { title: isolate(b.title[language]) })}</p>
      </ConfirmDialog>
    </li>
  );
}

/** The job queue's recent jobs and failures (administrators). */
export function JobsList({ client }: { client: ConsoleClient }) {
  const [jobs, retry] = useResource(useCallback(async () => requireFirstOfData((await client.GET('/operator/jobs')).data), [client]));
  return <JobsView jobs={jobs} onRetry={retry} />;
}

/** The recent jobs as read: each a sentence of what it does in the console's language, its state, when and its tries. */
export function JobsView({ jobs, onRetry }: { jobs: Resource<readonly Schemas['Job'][]>; onRetry: () => void }) {
  const { t, language, when } = useConsoleT();
  const labels = useConsoleResourceLabels();
  return (
    <Stack space="sm">
      <Inline space="sm" alignY="center">
        <h3 className={styles.subheading}>{t('broadcasts.jobs.title')}</h3>
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {t('refresh')}
        </Button>
      </Inline>
      <ResourceView resource={jobs} onRetry={onRetry} labels={labels} empty={{ title: t('broadcasts.jobs.empty') }}>
        {(items) => (
          <ul className={styles.list}>
            {items.map((j) => (
              <li key={j.id} className={styles.item}>
                <Inline space="sm" alignY="center">
                  <span className={styles.badge}>{t(`broadcasts.jobs.state.${j.state}`)}</span>
                  <span>{t(`broadcasts.jobs.name.${j.name}`, { defaultValue: j.name })}</span>
                  <span className={styles.muted}>{when(j.created_at)}</span>
                  <span className={styles.muted}>{t('broadcasts.jobs.tries', { count: formatNumber(language, j.retry_count + 1) })}</span>
                </Inline>
                {j.error ? <p className={styles.error}>{j.error}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </Stack>
  );
}
