import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../design-system/components/Button/Button';
import { AudioClip } from '../../../../design-system/components/Recorder/AudioClip';
import { playerLabels } from '../recording/recorderView';
import { Progress } from '../../../../design-system/components/Recorder/Progress';
import { LinkButton } from '../../../../design-system/components/Button/LinkButton';
import type { Recitation, SecondTrack, SecondTrackAnswer } from '../../../api/recording';
import { useResource } from '../../../../api/useResource';
import { formatDateTime, formatNumber } from '../../../../domain/format';
import { isLanguage } from '../../../../domain/language';
import { pathOf } from '../../../routes/routes';
import { setSubmissionMachine, type SetSubmitOutcome } from '../../../../machines';
import { ConfirmDialog } from '../../../../design-system/components/ConfirmDialog/ConfirmDialog';
import { bringIntoFocus } from '../bringIntoFocus';
import { fetchSecondTrack, submitSecondTrack } from '../recording/recordingApi';
import { RecordingFrame } from '../recording/RecordingFrame';
import * as styles from '../recording/recording.css';
import { Stack } from '../../../../design-system/components/Layout/Stack';
import { Inline } from '../../../../design-system/components/Layout/Inline';

/** The set after submitting: received (waiting for review), accepted, or refused with its reason. */
export function SubmissionStatus({ track, focusOnShow = false }: { track: SecondTrack; focusOnShow?: boolean }) {
  const { t, i18n } = useTranslation('recording');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = track.status !== 'recording';
  // Just submitted: the status sits at the top of the page, out of sight of the button pressed; bring it there.
  useEffect(() => {
    if (focusOnShow && shown) bringIntoFocus(heading.current);
  }, [focusOnShow, shown]);
  if (track.status === 'recording') return null;
  const refused = track.status === 'refused';
  return (
    <section className={styles.card} aria-labelledby="second-status">
      <h2 id="second-status" ref={heading} tabIndex={-1} className={styles.cardTitle}>
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
        <AudioClip className={styles.audio} src={clip.audio_url} durationMs={clip.duration_ms} label={t('second.clip.listen', { title: recitation.title })} labels={playerLabels(t)} />
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
  submission,
}: {
  recitations: Recitation[];
  track: SecondTrack;
  onSubmitted: (track: SecondTrack) => void;
  submit: Submit;
  /** Stories start the submission machine in a state of their own. */
  submission?: SnapshotFrom<typeof setSubmissionMachine>;
}) {
  const { t, i18n } = useTranslation('recording');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const machine = useMemo(
    () =>
      setSubmissionMachine.provide({
        actors: {
          submitSet: fromPromise<SetSubmitOutcome>(async () => {
            const answer = await send();
            return answer.kind === 'submitted' ? { kind: 'submitted', receipt: answer.track } : { kind: 'refused', message: answer.message ?? null };
          }),
        },
      }),
    [send],
  );
  const [snapshot, sendEvent] = useMachine(machine, submission ? { snapshot: submission } : {});
  const state = snapshot.value;
  const receipt = snapshot.context.receipt as SecondTrack | null;
  const handOn = useEffectEvent((received: SecondTrack) => onSubmitted(received));
  useEffect(() => {
    if (receipt) handOn(receipt);
  }, [receipt]);
  const done = recitations.filter((recitation) => track.clips.some((clip) => clip.recitation_id === recitation.id)).length;
  const total = recitations.length;
  const progressText = t('second.progress', { done: formatNumber(language, done), total: formatNumber(language, total) });
  const refusal = state === 'refused' ? (snapshot.context.refusal ?? t('second.submitFailed')) : state === 'failed' ? t('second.submitFailed') : null;
  const sending = state === 'sending';
  return (
    <>
      <SubmissionStatus track={track} focusOnShow={state === 'submitted'} />
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
          {refusal ? <Refusal text={refusal} /> : null}
          <div>
            <Button onPress={() => sendEvent({ type: 'submit.ask' })} isDisabled={done < total} isPending={sending} pendingLabel={t('second.submitting')}>
              {t('second.submit')}
            </Button>
          </div>
          <ConfirmDialog
            isOpen={state === 'confirming'}
            onOpenChange={(open) => {
              if (!open) sendEvent({ type: 'submit.cancel' });
            }}
            title={t('second.confirm.title')}
            confirmLabel={t('second.confirm.confirm')}
            cancelLabel={t('second.confirm.cancel')}
            closeLabel={t('second.confirm.close')}
            onConfirm={() => sendEvent({ type: 'submit.confirm' })}
          >
            <p>{t('second.confirm.body')}</p>
          </ConfirmDialog>
        </div>
      ) : null}
    </>
  );
}

/** Why the set was not submitted, brought into view and focused where the contestant pressed submit. */
function Refusal({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => bringIntoFocus(ref.current), []);
  return (
    <p ref={ref} role="alert" tabIndex={-1} className={styles.badgeRefused}>
      {text}
    </p>
  );
}

/** The page around its data, which `load` reads and `submit` sends (the API's by default; a story's own). */
export function RecordingLoader({ load, submit = submitSecondTrack }: { load: () => Promise<SecondTrackAnswer>; submit?: Submit }) {
  const { t } = useTranslation('recording');
  const [resource, retry, replace] = useResource(load);
  return (
    <RecordingFrame
      titleId="second-title"
      title={t('second.title')}
      before={<p className={styles.intro}>{t('second.intro')}</p>}
      resource={resource}
      onRetry={retry}
      noCompetition="noCompetition"
    >
      {(answer) => <SecondTrackView recitations={answer.recitations} track={answer.track} onSubmitted={(track) => replace({ ...answer, track })} submit={submit} />}
    </RecordingFrame>
  );
}

/** `/recording`: the five clips, the set's progress, submitting it, then its status and the contestant's own clips. */
export default function RecordingPage() {
  return <RecordingLoader load={fetchSecondTrack} />;
}
