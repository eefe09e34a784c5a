// The recorder machine resolved in a chosen state, drawn by the recorder's face: shared by the recorder's stories and
// the recording pages' stories. Nothing reaches a microphone, the browser's storage or the network.
import { useActorRef, useSelector } from '@xstate/react';
import fatihah from 'quran-json/dist/chapters/1.json';
import { useTranslation } from 'react-i18next';
import { fromCallback, fromPromise, type StateValue } from 'xstate';
import { RecorderFace } from '../../src/app/features/tracks/recording/RecorderPanel';
import { VerseText } from '../../src/app/features/tracks/recording/Verses';
import { CLIP_LIMITS } from '../../src/app/features/tracks/recording/limits';
import { recorderMachine, type RecorderContext } from '../../src/machines';
import { toneWav } from '../support/tone';

const never = fromPromise(() => new Promise<never>(() => {}));
const quiet = fromCallback(() => {});

// Every call waits forever and every callback stays quiet: the machine shows the state it was resolved in.
export const storyRecorderMachine = recorderMachine.provide({
  actors: {
    restoreTake: never,
    openMicrophone: never,
    holdMicrophone: quiet,
    recordTake: quiet,
    analyseTake: never,
    uploadTake: quiet,
    ticker: quiet,
  } as never,
});

const take = { blob: toneWav(6), mimeType: 'audio/wav', key: 'story-key', restored: false };
/** A recitation-like envelope: phrases rising and falling. */
const peaks = Array.from({ length: 96 }, (_, i) => Math.round((0.15 + 0.7 * Math.abs(Math.sin(i / 5)) * (0.6 + 0.4 * Math.sin(i / 17))) * 100) / 100);

export const storyContext: RecorderContext = {
  limits: CLIP_LIMITS,
  replacesPending: false,
  session: null,
  devices: [
    { id: 'built-in', label: 'Built-in microphone' },
    { id: 'headset', label: 'Bluetooth headset' },
  ],
  deviceId: 'built-in',
  microphoneError: null,
  checked: true,
  notice: null,
  level: 0.55,
  levelWindow: [],
  levelWarning: null,
  startedAt: 0,
  elapsedMs: 42_000,
  stopReason: 'stopped',
  take,
  analysis: { durationMs: 6_000, peaks },
  uploadProgress: 0.45,
  uploadRetries: 0,
  error: null,
  serverMessage: null,
};

/** The recorder in `state` (a state value of the recorder machine), its context changed by `context`. */
export function RecorderIn({ state, context = {}, withVerses = true }: { state: StateValue; context?: Partial<RecorderContext>; withVerses?: boolean }) {
  const { t } = useTranslation('recording');
  const actor = useActorRef(storyRecorderMachine, {
    input: { limits: CLIP_LIMITS },
    snapshot: storyRecorderMachine.resolveState({ value: state, context: { ...storyContext, ...context } }),
  });
  const snapshot = useSelector(actor, (current) => current);
  return (
    <div style={{ maxInlineSize: 480 }}>
      <RecorderFace snapshot={snapshot} send={actor.send} againNote={t('fifth.againNote')}>
        {withVerses ? <VerseText verses={fatihah.verses.map((verse) => ({ number: verse.id, text: verse.text }))} /> : null}
      </RecorderFace>
    </div>
  );
}
