import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../design-system/components/Button/Button';
import { AudioClip } from '../../../../design-system/components/Recorder/AudioClip';
import { Progress } from '../../../../design-system/components/Recorder/Progress';
import { LinkButton } from '../../../../design-system/components/Button/LinkButton';
import { EmptyState } from '../../../../design-system/components/EmptyState/EmptyState';
import { ErrorState } from '../../../../design-system/components/ErrorState/ErrorState';
import { Spinner } from '../../../../design-system/components/Spinner/Spinner';
import type { Recitation, SecondTrack, SecondTrackAnswer } from '../../../api/recording';
import { useResource } from '../../../../api/useResource';
import { formatDateTime, formatNumber } from '../../../../domain/format';
import { isLanguage } from '../../../../domain/language';
import { pathOf } from '../../../routes/routes';
import { fetchSecondTrack, submitSecondTrack } from '../recording/recordingApi';
import * as styles from '../recording/recording.css';
import { Stack } from '../../../../design-system/components/Layout/Stack';
import { Inline } from '../../../../design-system/components/Layout/Inline';

/** The set after submitting: received (waiting for review), accepted, or refused with its reason. */
export function SubmissionStatus({ track }: { track: SecondTrack }) {
  const { t, i18n } = useTranslation('recording');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  if (track.status === 'recording') return null;
  const refused = track.status === 'refused';
  return (
    <section className={styles.card} aria-labelledby="second-status">
      <h2 id="second-status" className={styles.cardTitle}>
        {t('second.status.title')}
      </h2>
      <p role="status">
        <span className={[styles.badge, refused ? styles.badgeRefused : track.status === 'accepted' ? styles.badgeDone : ''].join(' ')}>
          {t(`second.status.${track.status}`)}
        </span>
      </p>
      {refused && track.refusal_reason ? <p>{t('second.status.reason', { reason: track.refusal_reason })}</p> : null}
      {track.submittedAt !== null ? <p className={styles.muted}>{t('second.status.submittedAt', { date: formatDateTime(language, new Date(track.submittedAt)) })}</p> : null}
    </section>
  );
}

function ClipRow({ recitation, track }: { recitation: Recitation; track: SecondTrack }) {
  const { t } = useTranslation('recording');
  const clip = track.clips.find((each) => each.recitation_id === recitation.id);
  const open = track.status === 'recording';
  return (
    <li className={styles.card}>
      <Inline space="sm" align="spaceBetween">
        <h3 className={styles.cardTitle}>{recitation.title}</h3>
        <span className={[styles.badge, clip ? styles.badgeDone : ''].join(' ')}>{t(clip ? 'second.clip.recorded' : 'second.clip.missing')}</span>
      </Inline>
      {clip ? (
        // Served to its owner only; the jwt cookie identifies them to an <audio> element.
        <AudioClip className={styles.audio} src={clip.audio_url} label={t('second.clip.listen', { title: recitation.title })} />
      ) : null}
      {open ? (
        <Inline space="sm" alignY="stretch">
          <LinkButton href={pathOf('recordingRecord', { recitation: String(recitation.id) })} variant={clip ? 'secondary' : 'primary'} size="sm">
            {t(clip ? 'second.clip.recordAgain' : 'second.clip.record')}
          </LinkButton>
        </Inline>
      ) : null}
    </li>
  );
}

type Submit = typeof submitSecondTrack;

export function SecondTrackView({
  recitations,
  track,
  onSubmitted,
  submit: send,
}: {
  recitations: Recitation[];
  track: SecondTrack;
  onSubmitted: (track: SecondTrack) => void;
  submit: Submit;
}) {
  const { t, i18n } = useTranslation('recording');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const done = recitations.filter((recitation) => track.clips.some((clip) => clip.recitation_id === recitation.id)).length;
  const total = recitations.length;
  const progressText = t('second.progress', { done: formatNumber(language, done), total: formatNumber(language, total) });
  const submit = async () => {
    setSubmitting(true);
    setRefusal(null);
    try {
      const answer = await send();
      if (answer.kind === 'submitted') onSubmitted(answer.track);
      else setRefusal(answer.message ?? t('second.submitFailed'));
    } catch {
      setRefusal(t('second.submitFailed'));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <>
      <SubmissionStatus track={track} />
      <div className={styles.card}>
        <Progress label={t('second.progressLabel')} value={done} maxValue={total} valueLabel={progressText} />
      </div>
      <h2 className={styles.cardTitle}>{t('second.yourClips')}</h2>
      <Stack as="ol" space="md">
        {recitations.map((recitation) => (
          <ClipRow key={recitation.id} recitation={recitation} track={track} />
        ))}
      </Stack>
      {track.status === 'recording' ? (
        <div className={styles.card}>
          <p className={styles.muted}>{t('second.submitHint')}</p>
          {refusal ? (
            <p role="alert" className={styles.badgeRefused}>
              {refusal}
            </p>
          ) : null}
          <Inline space="sm" alignY="stretch">
            {/* Disabled, not pending, while sending: react-aria announces a pending button by its id, and the button is gone once the set is received. */}
            <Button onPress={() => void submit()} isDisabled={done < total || submitting}>
              {t('second.submit')}
            </Button>
            {submitting ? <Spinner label={t('second.submitting')} size="sm" /> : null}
          </Inline>
        </div>
      ) : null}
    </>
  );
}

/** The page around its data, which `load` reads and `submit` sends (the API's by default; a story's own). */
export function RecordingLoader({ load, submit = submitSecondTrack }: { load: () => Promise<SecondTrackAnswer>; submit?: Submit }) {
  const { t } = useTranslation(['recording', 'errors']);
  const [resource, retry, replace] = useResource(load);
  return (
    <Stack as="section" space="lg" className={styles.page} aria-labelledby="second-title">
      <h1 id="second-title" className={styles.title}>
        {t('second.title')}
      </h1>
      <p className={styles.intro}>{t('second.intro')}</p>
      {resource.status === 'loading' ? (
        <Spinner label={t('load.loading')} />
      ) : resource.status === 'failed' ? (
        <ErrorState title={t('load.failed')} retryLabel={t('load.retry')} onRetry={retry} />
      ) : resource.data.kind === 'noCompetition' ? (
        <EmptyState title={t('errors:noActiveCompetition')} />
      ) : (
        <SecondTrackView
          recitations={resource.data.recitations}
          track={resource.data.track}
          onSubmitted={(track) => resource.data.kind === 'track' && replace({ ...resource.data, track })}
          submit={submit}
        />
      )}
    </Stack>
  );
}

/** `/recording`: the five clips, the set's progress, submitting it, then its status and the contestant's own clips. */
export default function RecordingPage() {
  return <RecordingLoader load={fetchSecondTrack} />;
}
