import { useCallback, useState } from 'react';
import { Button, EmptyState, TextField } from '../design-system';
import { useResource } from '../app/data/useResource';
import { type ConsoleClient, messageOf, type Schemas } from './api';
import * as styles from './console.css';
import { first, Loaded } from './Loaded';
import { useConsoleT } from './useConsoleT';

type Request = Schemas['OperatorRequest'];
type Decision = Schemas['OperatorRequestDecision'];

export function RequestsPanel({ client }: { client: ConsoleClient }) {
  const { t } = useConsoleT();
  const [requests, retry, replace] = useResource(useCallback(async () => first(await client.GET('/operator/requests')), [client]));
  return (
    <>
      <section className={styles.panel} aria-labelledby="requests-title">
        <h2 id="requests-title" className={styles.heading}>
          {t('requests.title')}
        </h2>
        <Loaded resource={requests} retry={retry}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState title={t('requests.empty')} />
            ) : (
              <ul className={styles.list}>
                {list.map((r) => (
                  <RequestItem key={r.id} client={client} request={r} onChanged={(updated) => replace(list.map((x) => (x.id === updated.id ? updated : x)))} />
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
      <SlotsSection client={client} />
    </>
  );
}

function RequestItem({ client, request: r, onChanged }: { client: ConsoleClient; request: Request; onChanged: (r: Request) => void }) {
  const { t, when } = useConsoleT();
  const [meetingUrl, setMeetingUrl] = useState(r.meeting_url ?? '');
  const [degree, setDegree] = useState('');
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const decide = async (body: Decision) => {
    setSending(body.action);
    setMessage(null);
    const { data, error } = await client
      .POST('/operator/requests/{requestId}/decision', { params: { path: { requestId: r.id } }, body })
      .catch(() => ({ data: undefined, error: undefined }));
    setSending(null);
    if (data) {
      onChanged(first({ data }));
      setMessage({ ok: true, text: t('requests.saved') });
    } else setMessage({ ok: false, text: messageOf(error) ?? t('actionFailed') });
  };
  const degreeNumber = Number(degree.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));
  return (
    <li className={styles.item} aria-label={`${r.contestant_name} — ${t(`requests.track.${r.track}`)}`}>
      <p>
        <strong>{r.contestant_name}</strong> <span className={styles.muted}>({r.contestant_email})</span>
      </p>
      <p>
        <span className={styles.badge}>{t(`requests.status.${r.status}`)}</span> {t(`requests.track.${r.track}`)}
      </p>
      <p>{t('requests.appointment', { when: when(r.appointment_at) })}</p>
      {r.meeting_url ? <p className={styles.pre}>{r.meeting_url}</p> : null}
      {r.attendance ? <p>{t(`requests.attendance.${r.attendance}`)}</p> : null}
      {r.degree !== null ? <p>{t('requests.degree', { degree: r.degree })}</p> : null}
      {r.refusal_reason ? <p className={styles.muted}>{r.refusal_reason}</p> : null}
      {r.status === 'pending' ? (
        <div className={styles.row}>
          <TextField label={t('requests.meetingUrl')} type="url" value={meetingUrl} onChange={setMeetingUrl} />
          <Button isDisabled={sending === 'accept'} onPress={() => void decide({ action: 'accept', meeting_url: meetingUrl.trim() })}>
            {t('requests.accept')}
          </Button>
        </div>
      ) : null}
      {r.status === 'approved' ? (
        <>
          <div className={styles.row}>
            <Button variant="secondary" isDisabled={sending === 'attendance'} onPress={() => void decide({ action: 'attendance', attended: true })}>
              {t('requests.markAttended')}
            </Button>
            <Button variant="secondary" onPress={() => void decide({ action: 'attendance', attended: false })}>
              {t('requests.markAbsent')}
            </Button>
          </div>
          <div className={styles.row}>
            <TextField label={t('requests.degreeLabel')} inputMode="numeric" value={degree} onChange={setDegree} />
            <Button isDisabled={sending === 'result'} onPress={() => void decide({ action: 'result', passed: true, ...(degree ? { degree: degreeNumber } : {}) })}>
              {t('requests.passed')}
            </Button>
            <Button variant="secondary" onPress={() => void decide({ action: 'result', passed: false, ...(degree ? { degree: degreeNumber } : {}) })}>
              {t('requests.failed')}
            </Button>
          </div>
        </>
      ) : null}
      {r.status === 'pending' || r.status === 'approved' ? (
        <div className={styles.row}>
          <TextField label={t('requests.reason')} value={reason} onChange={setReason} maxLength={1000} />
          <Button variant="danger" isDisabled={sending === 'refuse'} onPress={() => void decide({ action: 'refuse', reason: reason.trim() })}>
            {t('requests.refuse')}
          </Button>
        </div>
      ) : null}
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.success : styles.error}>
          {message.text}
        </p>
      ) : null}
    </li>
  );
}

function SlotsSection({ client }: { client: ConsoleClient }) {
  const { t, when } = useConsoleT();
  const [slots, retry] = useResource(useCallback(async () => first(await client.GET('/operator/slots')), [client]));
  const [track, setTrack] = useState<'third' | 'fourth'>('third');
  const [startsAt, setStartsAt] = useState('');
  const [capacity, setCapacity] = useState('2');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const open = async () => {
    setSending(true);
    setError(null);
    const { data, error: refused } = await client
      .POST('/operator/slots', { body: { track, starts_at: startsAt.trim(), capacity: Number(capacity) } })
      .catch(() => ({ data: undefined, error: undefined }));
    setSending(false);
    if (data) retry();
    else setError(messageOf(refused) ?? t('actionFailed'));
  };
  const close = async (id: number) => {
    const { data, error: refused } = await client.DELETE('/operator/slots/{slotId}', { params: { path: { slotId: id } } }).catch(() => ({ data: undefined, error: undefined }));
    if (data) retry();
    else setError(messageOf(refused) ?? t('actionFailed'));
  };
  return (
    <section className={styles.panel} aria-labelledby="slots-title">
      <h2 id="slots-title" className={styles.heading}>
        {t('slots.title')}
      </h2>
      <div className={styles.row}>
        <label className={styles.label}>
          {t('slots.track')}
          <select className={styles.select} value={track} onChange={(e) => setTrack(e.target.value === 'fourth' ? 'fourth' : 'third')}>
            <option value="third">{t('requests.track.third')}</option>
            <option value="fourth">{t('requests.track.fourth')}</option>
          </select>
        </label>
        <TextField label={t('slots.startsAt')} value={startsAt} onChange={setStartsAt} placeholder="2026-12-01 18:00" />
        <TextField label={t('slots.capacity')} inputMode="numeric" value={capacity} onChange={setCapacity} />
        <Button isDisabled={sending} onPress={() => void open()}>
          {t('slots.open')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Loaded resource={slots} retry={retry}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('slots.empty')} />
          ) : (
            <ul className={styles.list}>
              {list.slice(0, 40).map((s) => (
                <li key={s.id} className={styles.item}>
                  <p>
                    {t(`requests.track.${s.track}`)} — {when(s.starts_at)}
                  </p>
                  <p className={styles.muted}>{s.capacity === 0 ? t('slots.closed') : t('slots.seats', { taken: s.taken, capacity: s.capacity })}</p>
                  {s.capacity > 0 && s.taken === 0 ? (
                    <div className={styles.row}>
                      <Button variant="ghost" size="sm" onPress={() => void close(s.id)}>
                        {t('slots.close')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
