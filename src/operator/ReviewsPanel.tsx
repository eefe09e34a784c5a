import { useMachine } from '@xstate/react';
import { useCallback, useId } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { requireFirstOfData } from '../api/envelope';
import { Button, Form, RadioGroup, ResourceView, TextArea, TextField } from '../design-system';
import { useResource } from '../api/useResource';
import { type ReviewEvent, reviewMachine, reviewVerdicts, rubricTotal } from '../machines/operator/review.machine';
import { reviewQueueMachine } from '../machines/operator/reviewQueue.machine';
import { type ConsoleClient, decisionOutcome, type Schemas } from './api';
import { AudioClip } from './AudioClip';
import * as styles from './console.css';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';

type Item = Schemas['ReviewItem'];

export function ReviewsPanel({ client }: { client: ConsoleClient }) {
  const { t, when } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [queue, retry] = useResource(useCallback(async () => requireFirstOfData((await client.GET('/operator/reviews')).data), [client]));
  const [screen, send] = useMachine(reviewQueueMachine.provide({ actions: { reloadQueue: retry } }));
  const { opened } = screen.context;
  if (screen.matches('item') && opened) return <ReviewItem client={client} kind={opened.kind} id={opened.id} onBack={() => send({ type: 'item.back' })} />;
  return (
    <section className={styles.panel} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.heading}>
        {t('reviews.title')}
      </h2>
      <ResourceView resource={queue} onRetry={retry} labels={labels} empty={{ title: t('reviews.empty') }}>
        {(items) => (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={`${item.kind}-${item.item_id}`} className={styles.item}>
                  <p>
                    <span className={styles.badge}>{item.code}</span> {t(`reviews.kind.${item.kind}`)}
                  </p>
                  <p className={styles.muted}>{t('reviews.submittedAt', { when: when(item.submitted_at) })}</p>
                  <p>{t('reviews.progress', { count: item.verdicts, needed: item.verdicts_needed })}</p>
                  {item.mine ? <p className={styles.muted}>{t(`reviews.mine.${item.mine}`)}</p> : null}
                  <div className={styles.row}>
                    <Button variant="secondary" onPress={() => send({ type: 'item.open', item: { kind: item.kind, id: item.item_id } })}>
                      {t('reviews.open', { code: item.code })}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
        )}
      </ResourceView>
    </section>
  );
}

function ReviewItem({ client, kind, id, onBack }: { client: ConsoleClient; kind: Schemas['ReviewKind']; id: number; onBack: () => void }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [item, retry, replace] = useResource(
    useCallback(
      async () => requireFirstOfData((await client.GET('/operator/reviews/{reviewKind}/{itemId}', { params: { path: { reviewKind: kind, itemId: id } } })).data),
      [client, kind, id],
    ),
  );
  return (
    <section className={styles.panel} aria-labelledby="review-title">
      <div className={styles.row}>
        <Button variant="ghost" onPress={onBack}>
          {t('reviews.back')}
        </Button>
      </div>
      <ResourceView resource={item} onRetry={retry} labels={labels}>
        {(data) => <Review client={client} item={data} onSaved={replace} />}
      </ResourceView>
    </section>
  );
}

/** The review machine over one loaded item; a kept verdict replaces the item (the server's answer). */
function Review({ client, item, onSaved }: { client: ConsoleClient; item: Item; onSaved: (item: Item) => void }) {
  const machine = reviewMachine.provide({
    actors: {
      sendVerdict: fromPromise(({ input }) =>
        decisionOutcome(client.POST('/operator/reviews/{reviewKind}/{itemId}', { params: { path: { reviewKind: item.kind, itemId: item.item_id } }, body: input }), (body) =>
          onSaved(requireFirstOfData(body)),
        ),
      ),
    },
  });
  const [state, send] = useMachine(machine, { input: { rubric: item.rubric, judgeable: item.status === 'open' && !item.mine } });
  return <ReviewView item={item} state={state} send={send} />;
}

/** One item under review in a state of the review machine (stories render it with a resolved state). */
export function ReviewView({ item, state, send }: { item: Item; state: SnapshotFrom<typeof reviewMachine>; send: (event: ReviewEvent) => void }) {
  const { t } = useConsoleT();
  return (
    <>
      <h2 id="review-title" className={styles.heading}>
        {item.code} — {t(`reviews.kind.${item.kind}`)}
      </h2>
      <p className={styles.muted}>{t('reviews.intro', { count: item.tolerance })}</p>
      <p>{t('reviews.progress', { count: item.verdicts, needed: item.verdicts_needed })}</p>
      <h3 className={styles.subheading}>{t('reviews.recordings')}</h3>
      <ul className={styles.list}>
        {item.recordings.map((r) => (
          <li key={r.id} className={styles.item}>
            <p>
              <strong>{r.label}</strong>
              {r.duration_seconds !== null ? <span className={styles.muted}> — {t('reviews.duration', { count: Math.round(r.duration_seconds) })}</span> : null}
            </p>
            <AudioClip url={r.audio_url} label={r.label} durationMs={r.duration_seconds === null ? null : r.duration_seconds * 1000} />
            <p className={styles.muted}>{t('reviews.qualityNotes')}:</p>
            <ul>
              {r.quality_notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {item.status === 'decided' ? <p className={styles.success}>{t('reviews.decided')}</p> : null}
      {item.mine ? <p className={styles.success}>{t(`reviews.mine.${item.mine}`)}</p> : null}
      {state.matches('judging') || state.matches('sending') ? <VerdictForm item={item} state={state} send={send} /> : null}
    </>
  );
}

function VerdictForm({ item, state, send }: { item: Item; state: SnapshotFrom<typeof reviewMachine>; send: (event: ReviewEvent) => void }) {
  const { t } = useConsoleT();
  const titleId = useId();
  const { verdict, scores, reason, problem, refusal } = state.context;
  const total = rubricTotal(state.context);
  const alert = state.matches({ judging: 'refused' }) ? (refusal ?? t('actionFailed')) : problem ? t(`reviews.errors.${problem}`) : null;
  return (
    <Form onSubmit={() => send({ type: 'verdict.submit' })} className={styles.item} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subheading}>
        {t('reviews.rubric')}
      </h3>
      <RadioGroup
        label={t('reviews.verdict')}
        options={reviewVerdicts.map((v) => ({ value: v, label: t(`reviews.verdicts.${v}`) }))}
        value={verdict}
        onChange={(v) => send({ type: 'verdict.choose', verdict: v })}
      />
      {verdict !== 'recuse'
        ? item.rubric.map((c) => (
            <TextField
              key={c.key}
              label={t('reviews.scoreLabel', { criterion: t(`reviews.criteria.${c.key}`), max: c.max })}
              inputMode="numeric"
              value={scores[c.key] ?? ''}
              onChange={(value) => send({ type: 'score.change', criterion: c.key, value })}
            />
          ))
        : null}
      {total !== null ? <p>{t('reviews.total', { total })}</p> : null}
      <TextArea label={t('reviews.reason')} description={t('reviews.reasonHelp')} value={reason} onChange={(value) => send({ type: 'reason.change', value })} maxLength={1000} rows={3} />
      {alert ? (
        <p role="alert" className={styles.error}>
          {alert}
        </p>
      ) : null}
      <Button type="submit" isDisabled={state.matches('sending')}>
        {t('reviews.submit')}
      </Button>
    </Form>
  );
}
