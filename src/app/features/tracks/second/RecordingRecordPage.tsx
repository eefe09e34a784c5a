import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../../design-system/components/Button/LinkButton';
import { EmptyState } from '../../../../design-system/components/EmptyState/EmptyState';
import { ResourceView } from '../../../../design-system/components/ResourceView/ResourceView';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import type { Recitation, SecondTrack } from '../../../api/recording';
import type { RecordingTarget } from '../../../api/recordingUpload';
import { useResource } from '../../../../api/useResource';
import { pathOf } from '../../../routes/routes';
import { CLIP_LIMITS } from '../recording/limits';
import { RecorderPanel } from '../recording/RecorderPanel';
import { fetchSecondTrack } from '../recording/recordingApi';
import { useContestantScope } from '../recording/useContestantScope';
import { useProfileRefreshOnLeave } from '../recording/useProfileRefreshOnLeave';
import { Verses } from '../recording/Verses';
import * as styles from '../recording/recording.css';
import { Stack } from '../../../../design-system/components/Layout/Stack';
import { Inline } from '../../../../design-system/components/Layout/Inline';

/** The recitation asked for (`?recitation=`), else the first one without a clip, else the first. */
export function chosenRecitation(recitations: Recitation[], track: SecondTrack, asked: string | null): Recitation | undefined {
  if (asked !== null) return recitations.find((recitation) => String(recitation.id) === asked);
  return recitations.find((recitation) => !track.clips.some((clip) => clip.recitation_id === recitation.id)) ?? recitations[0];
}

function ClipRecorder({ recitation, track, recitations }: { recitation: Recitation; track: SecondTrack; recitations: Recitation[] }) {
  const { t } = useTranslation('recording');
  const contestant = useContestantScope();
  const markChanged = useProfileRefreshOnLeave();
  // The target is fixed when the recorder opens: a new clip is posted, an existing one replaced.
  const [target] = useState<RecordingTarget>(() => ({
    track: 'second',
    recitationId: recitation.id,
    clipId: track.clips.find((clip) => clip.recitation_id === recitation.id)?.id ?? null,
  }));
  const [uploaded, setUploaded] = useState(false);
  const onUploaded = useCallback(() => {
    markChanged();
    setUploaded(true);
  }, [markChanged]);
  const next = recitations.find((each) => each.id !== recitation.id && !track.clips.some((clip) => clip.recitation_id === each.id));
  return (
    <>
      <RecorderPanel scope={`second:${contestant}:${recitation.id}`} target={target} limits={CLIP_LIMITS} againNote={t('second.record.againNote')} onUploaded={onUploaded}>
        <Verses surah={recitation.surah_number} from={recitation.from_ayah} to={recitation.to_ayah} />
      </RecorderPanel>
      <Inline space="sm" alignY="stretch">
        {uploaded && next ? <LinkButton href={pathOf('recordingRecord', { recitation: String(next.id) })}>{t('second.record.next')}</LinkButton> : null}
        <LinkButton href={pathOf('recording')} variant={uploaded && !next ? 'primary' : 'secondary'}>
          {t('second.record.back')}
        </LinkButton>
      </Inline>
    </>
  );
}

/** `/recording/record?recitation=<id>`: one clip of the second track, recorded, replayed, sent or recorded again. */
export default function RecordingRecordPage() {
  const [params] = useSearchParams();
  const asked = params.get('recitation');
  // Each recitation reads the set afresh: moving on to the next one must know the clip just sent.
  return <RecordClip key={asked ?? ''} asked={asked} />;
}

function RecordClip({ asked }: { asked: string | null }) {
  const { t } = useTranslation(['recording', 'errors']);
  const [resource, retry] = useResource(fetchSecondTrack);
  const labels = useResourceLabels({ failed: t('load.failed'), retry: t('load.retry') });
  const loaded = resource.status === 'loaded' && resource.data.kind === 'track' ? resource.data : null;
  const recitation = loaded ? chosenRecitation(loaded.recitations, loaded.track, asked) : undefined;
  return (
    <Stack as="section" space="lg" className={styles.page} aria-labelledby="record-title">
      <h1 id="record-title" className={styles.title}>
        {recitation ? t('second.record.title', { title: recitation.title }) : t('second.title')}
      </h1>
      {resource.status !== 'loaded' ? (
        <ResourceView status={resource.status} onRetry={retry} labels={labels} />
      ) : !loaded ? (
        <EmptyState title={t('errors:noActiveCompetition')} />
      ) : !recitation ? (
        <>
          <p role="alert">{t('second.record.unknown')}</p>
          <LinkButton href={pathOf('recording')}>{t('second.record.back')}</LinkButton>
        </>
      ) : loaded.track.status !== 'recording' ? (
        <>
          <p role="status">{t('second.record.locked')}</p>
          <LinkButton href={pathOf('recording')}>{t('second.record.back')}</LinkButton>
        </>
      ) : (
        <ClipRecorder key={recitation.id} recitation={recitation} track={loaded.track} recitations={loaded.recitations} />
      )}
    </Stack>
  );
}
