import { useCallback, useState } from 'react';
import { Button, TextField } from '../design-system';
import { useResource } from '../app/data/useResource';
import { type ConsoleClient, messageOf, type Schemas } from './api';
import * as styles from './console.css';
import { first, Loaded } from './Loaded';
import { useConsoleT } from './useConsoleT';

type Draw = Schemas['OperatorDraw'];
type Step = 'commit' | 'run' | 'publish' | 'certificates';

/** The one step each stage offers next (certificates once the winners are out). */
const nextStep: Record<Draw['stage'], Step | null> = { none: 'commit', announced: 'commit', committed: 'run', drawn: 'publish', published: 'certificates' };

export function DrawsPanel({ client }: { client: ConsoleClient }) {
  const { t } = useConsoleT();
  const [draws, retry, replace] = useResource(useCallback(async () => first(await client.GET('/operator/draws')), [client]));
  return (
    <section className={styles.panel} aria-labelledby="draws-title">
      <h2 id="draws-title" className={styles.heading}>
        {t('draws.title')}
      </h2>
      <p className={styles.muted}>{t('draws.intro')}</p>
      <Loaded resource={draws} retry={retry}>
        {(list) => (
          <ul className={styles.list}>
            {list.map((d) => (
              <DrawItem key={d.track} client={client} draw={d} onChanged={(updated) => replace(list.map((x) => (x.track === updated.track ? updated : x)))} />
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}

function DrawItem({ client, draw, onChanged }: { client: ConsoleClient; draw: Draw; onChanged: (d: Draw) => void }) {
  const { t } = useConsoleT();
  const [secret, setSecret] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const step = nextStep[draw.stage];
  const take = async (s: Step) => {
    setSending(true);
    setMessage(null);
    const { data, error } = await client
      .POST('/operator/draws/{track}/{drawStep}', { params: { path: { track: draw.track, drawStep: s } }, body: s === 'run' && secret.trim() ? { secret: secret.trim() } : {} })
      .catch(() => ({ data: undefined, error: undefined }));
    setSending(false);
    if (data) {
      onChanged(first({ data }));
      setMessage({ ok: true, text: t('draws.done') });
    } else setMessage({ ok: false, text: messageOf(error) ?? t('actionFailed') });
  };
  const trackName = t(`draws.track.${draw.track}`);
  return (
    <li className={styles.item} aria-label={trackName}>
      <p>
        <strong>{trackName}</strong> <span className={styles.badge}>{t(`draws.stage.${draw.stage}`)}</span>
      </p>
      <p className={styles.muted}>{t('draws.numbers', { candidates: draw.candidates, winners: draw.winner_count, certificates: draw.certificates })}</p>
      {step ? (
        <div className={styles.row}>
          {step === 'run' && draw.source === 'operatorSecret' ? <TextField label={t('draws.secret')} value={secret} onChange={setSecret} type="password" /> : null}
          <Button isDisabled={sending} onPress={() => void take(step)}>
            {t(`draws.steps.${step}`)}
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
