import { useCallback, useState, type FormEvent } from 'react';
import { Button, EmptyState, TextArea, TextField } from '../design-system';
import { useResource } from '../app/data/useResource';
import { type ConsoleClient, messageOf, type Schemas } from './api';
import { AudioClip } from './AudioClip';
import * as styles from './console.css';
import { first, Loaded } from './Loaded';
import { useConsoleT } from './useConsoleT';

type Item = Schemas['ReviewItem'];
type Verdict = Schemas['ReviewVerdict'];

export function ReviewsPanel({ client }: { client: ConsoleClient }) {
  const { t, when } = useConsoleT();
  const [open, setOpen] = useState<{ kind: Schemas['ReviewKind']; id: number } | null>(null);
  const [queue, retry] = useResource(useCallback(async () => first(await client.GET('/operator/reviews')), [client]));
  if (open) {
    return (
      <ReviewItem
        client={client}
        kind={open.kind}
        id={open.id}
        onBack={() => {
          setOpen(null);
          retry();
        }}
      />
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.heading}>
        {t('reviews.title')}
      </h2>
      <Loaded resource={queue} retry={retry}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={t('reviews.empty')} />
          ) : (
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
                    <Button variant="secondary" onPress={() => setOpen({ kind: item.kind, id: item.item_id })}>
                      {t('reviews.open', { code: item.code })}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

function ReviewItem({ client, kind, id, onBack }: { client: ConsoleClient; kind: Schemas['ReviewKind']; id: number; onBack: () => void }) {
  const { t } = useConsoleT();
  const [item, retry, replace] = useResource(
    useCallback(async () => first(await client.GET('/operator/reviews/{reviewKind}/{itemId}', { params: { path: { reviewKind: kind, itemId: id } } })), [client, kind, id]),
  );
  return (
    <section className={styles.panel} aria-labelledby="review-title">
      <div className={styles.row}>
        <Button variant="ghost" onPress={onBack}>
          {t('reviews.back')}
        </Button>
      </div>
      <Loaded resource={item} retry={retry}>
        {(data) => (
          <>
            <h2 id="review-title" className={styles.heading}>
              {data.code} — {t(`reviews.kind.${data.kind}`)}
            </h2>
            <p className={styles.muted}>{t('reviews.intro', { tolerance: data.tolerance })}</p>
            <p>{t('reviews.progress', { count: data.verdicts, needed: data.verdicts_needed })}</p>
            <h3 className={styles.subheading}>{t('reviews.recordings')}</h3>
            <ul className={styles.list}>
              {data.recordings.map((r) => (
                <li key={r.id} className={styles.item}>
                  <p>
                    <strong>{r.label}</strong>
                    {r.duration_seconds !== null ? <span className={styles.muted}> — {t('reviews.duration', { seconds: r.duration_seconds })}</span> : null}
                  </p>
                  <AudioClip url={r.audio_url} label={r.label} />
                  <p className={styles.muted}>{t('reviews.qualityNotes')}:</p>
                  <ul>
                    {r.quality_notes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            {data.status === 'decided' ? <p className={styles.success}>{t('reviews.decided')}</p> : null}
            {data.mine ? <p className={styles.success}>{t(`reviews.mine.${data.mine}`)}</p> : null}
            {data.status === 'open' && !data.mine ? <VerdictForm client={client} item={data} onSaved={replace} /> : null}
          </>
        )}
      </Loaded>
    </section>
  );
}

function VerdictForm({ client, item, onSaved }: { client: ConsoleClient; item: Item; onSaved: (item: Item) => void }) {
  const { t } = useConsoleT();
  const [verdict, setVerdict] = useState<Verdict>('accept');
  const [scores, setScores] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const numbers = Object.fromEntries(item.rubric.map((c) => [c.key, Number(scores[c.key] ?? '')]));
  const scored = item.rubric.every((c) => scores[c.key] !== undefined && scores[c.key] !== '' && Number.isInteger(numbers[c.key]) && numbers[c.key]! >= 0 && numbers[c.key]! <= c.max);
  const total = scored ? item.rubric.reduce((sum, c) => sum + numbers[c.key]!, 0) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (verdict !== 'recuse' && !scored) return setError(t('reviews.errors.scores'));
    if (verdict !== 'accept' && !reason.trim()) return setError(t('reviews.errors.reason'));
    setError(null);
    setSending(true);
    const { data, error: refused } = await client.POST('/operator/reviews/{reviewKind}/{itemId}', {
      params: { path: { reviewKind: item.kind, itemId: item.item_id } },
      body: { verdict, ...(verdict !== 'recuse' ? { scores: numbers } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}) },
    }).catch(() => ({ data: undefined, error: undefined }));
    setSending(false);
    if (data) onSaved(first({ data }));
    else setError(messageOf(refused) ?? t('actionFailed'));
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={styles.item} aria-labelledby="verdict-title">
      <h3 id="verdict-title" className={styles.subheading}>
        {t('reviews.rubric')}
      </h3>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <legend className={styles.label}>{t('reviews.verdict')}</legend>
        <div className={styles.row} role="radiogroup" aria-label={t('reviews.verdict')}>
          {(['accept', 'refuse', 'recuse'] as const).map((v) => (
            <label key={v} style={{ display: 'flex', gap: 6, alignItems: 'center', minBlockSize: 44 }}>
              <input type="radio" name="verdict" value={v} checked={verdict === v} onChange={() => setVerdict(v)} />
              {t(`reviews.verdicts.${v}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {verdict !== 'recuse'
        ? item.rubric.map((c) => (
            <TextField
              key={c.key}
              label={t('reviews.scoreLabel', { criterion: t(`reviews.criteria.${c.key}`), max: c.max })}
              inputMode="numeric"
              value={scores[c.key] ?? ''}
              onChange={(value) => setScores((s) => ({ ...s, [c.key]: value.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)) }))}
            />
          ))
        : null}
      {total !== null && verdict !== 'recuse' ? <p>{t('reviews.total', { total })}</p> : null}
      <TextArea label={t('reviews.reason')} description={t('reviews.reasonHelp')} value={reason} onChange={setReason} maxLength={1000} rows={3} />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" isDisabled={sending}>
        {t('reviews.submit')}
      </Button>
    </form>
  );
}
