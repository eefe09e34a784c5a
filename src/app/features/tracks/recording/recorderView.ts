// What the Recorder component shows for a recorder-machine snapshot: its texts in the contestant's language, the
// level, the timer, the playback and the buttons. Pure, so stories and pages share it.
import type { TFunction } from 'i18next';
import type { AudioPlayerLabels } from '../../../../design-system/components/AudioPlayer/AudioPlayer';
import type { RecorderAction, RecorderNotice, RecorderProps } from '../../../../design-system/components/Recorder/Recorder';
import { takeProblem, type RecorderContext, type RecorderEvent } from '../../../../machines';
import { formatDuration, formatNumber } from '../../../../domain/format';
import type { Language } from '../../../../domain/language';
import type { BrowserFamily } from '../../../media/browserFamily';

export type RecorderT = TFunction<'recording'>;

/** The recorder machine's atomic states as the view names them. */
export type RecorderStateName =
  | 'restoring'
  | 'replacing'
  | 'explaining'
  | 'asking'
  | 'denied'
  | 'noMicrophone'
  | 'checking'
  | 'ready'
  | 'recording'
  | 'stopping'
  | 'analysing'
  | 'recorded'
  | 'interrupted'
  | 'uploading'
  | 'waitingToRetry'
  | 'waitingForConnection'
  | 'uploaded'
  | 'failed';

/** The atomic state of a snapshot value (`{ microphone: { taking: 'recording' } }` → `recording`). */
export function recorderStateName(value: unknown): RecorderStateName {
  let current = value;
  while (current && typeof current === 'object') current = Object.values(current)[0];
  return current as RecorderStateName;
}

/** The audio player's texts (play, pause, seek, failed), for every recording the contestant hears. */
export function playerLabels(t: RecorderT): AudioPlayerLabels {
  return { play: t('player.play'), pause: t('player.pause'), seek: t('player.seek'), failed: t('player.failed') };
}

/** Elapsed time is announced every this many milliseconds while recording, never every second. */
export const ANNOUNCE_EVERY_MS = 30_000;

export interface RecorderViewInput {
  state: RecorderStateName;
  context: RecorderContext;
  t: RecorderT;
  language: Language;
  browser: BrowserFamily;
  send: (event: RecorderEvent) => void;
  /** An object URL of the take, for playback. */
  takeUrl: string | null;
  /** What recording again means on this page (it never uses a fifth-track attempt; a clip can change until the set is sent). */
  againNote: string;
}

export function recorderView({ state, context, t, language, browser, send, takeUrl, againNote }: RecorderViewInput): RecorderProps {
  const duration = (ms: number) => formatDuration(language, ms);
  const { limits } = context;
  const base: RecorderProps = { label: t('recorder.regionLabel'), title: '', announcement: '' };
  const action = (id: string, label: string, event: RecorderEvent, extra: Partial<RecorderAction> = {}): RecorderAction => ({
    id,
    label,
    onPress: () => send(event),
    ...extra,
  });
  const level = {
    label: t('recorder.level.label'),
    value: context.level,
    isWarning: context.levelWarning !== null,
  };
  const levelNotice: RecorderNotice | null = context.levelWarning
    ? { text: t(`recorder.level.${context.levelWarning}`), tone: 'warning' }
    : null;
  const devices =
    context.devices.length > 1
      ? {
          label: t('recorder.device.label'),
          options: context.devices.map((device, index) => ({
            value: device.id,
            label: device.label || t('recorder.device.unnamed', { number: formatNumber(language, index + 1) }),
          })),
          selected: context.deviceId,
          onChange: (deviceId: string) => send({ type: 'device.choose', deviceId }),
        }
      : undefined;
  const lengthText = t('recorder.length', { expected: duration(limits.expectedMs), max: duration(limits.maxMs) });
  const playback =
    takeUrl && context.analysis
      ? {
          src: takeUrl,
          label: t('recorder.playback.label'),
          labels: playerLabels(t),
          peaks: context.analysis.peaks,
          waveformLabel: t('recorder.playback.waveform', { duration: duration(context.analysis.durationMs) }),
          durationMs: context.analysis.durationMs,
        }
      : undefined;

  switch (state) {
    case 'restoring':
    case 'stopping':
    case 'analysing': {
      const title = t(`recorder.${state}.title`);
      return { ...base, title, isBusy: true, announcement: title };
    }
    case 'replacing': {
      const title = t('recorder.replacing.title');
      return {
        ...base,
        title,
        description: t('recorder.replacing.body'),
        actions: [action('replace', t('recorder.replacing.confirm'), { type: 'replacement.confirm' })],
        announcement: title,
      };
    }
    case 'explaining': {
      const title = t('recorder.explaining.title');
      return {
        ...base,
        title,
        description: t('recorder.explaining.body'),
        notices: context.notice ? [{ text: t(`recorder.explaining.notice.${context.notice}`), tone: 'warning' }] : [],
        actions: [action('allow', t('recorder.explaining.allow'), { type: 'microphone.allow' })],
        announcement: context.notice ? t(`recorder.explaining.notice.${context.notice}`) : '',
      };
    }
    case 'asking': {
      const title = t('recorder.asking.title');
      return { ...base, title, description: t('recorder.asking.body'), isBusy: true, announcement: title };
    }
    case 'denied': {
      const title = t('recorder.denied.title');
      return {
        ...base,
        title,
        description: t('recorder.denied.body'),
        help: [t(`recorder.denied.help.${browser}`)],
        actions: [action('retry', t('recorder.denied.retry'), { type: 'microphone.retry' })],
        announcement: title,
      };
    }
    case 'noMicrophone': {
      const code = context.microphoneError === 'busy' || context.microphoneError === 'unsupported' ? context.microphoneError : 'noMicrophone';
      const title = t(`recorder.noMicrophone.title.${code}`);
      return {
        ...base,
        title,
        description: t(`recorder.noMicrophone.body.${code}`),
        actions: [action('retry', t('recorder.noMicrophone.retry'), { type: 'microphone.retry' })],
        announcement: title,
      };
    }
    case 'checking': {
      const title = t('recorder.checking.title');
      return {
        ...base,
        title,
        description: t('recorder.checking.body'),
        devices,
        level,
        notices: [levelNotice ?? { text: t('recorder.level.good'), tone: 'success' }],
        actions: [action('continue', t('recorder.checking.continue'), { type: 'check.finish' })],
        announcement: levelNotice ? levelNotice.text : title,
      };
    }
    case 'ready': {
      const title = t('recorder.ready.title');
      return {
        ...base,
        title,
        description: `${t('recorder.ready.body')} ${lengthText}`,
        devices,
        level,
        notices: levelNotice ? [levelNotice] : [],
        actions: [action('start', t('recorder.ready.start'), { type: 'recording.start' })],
        announcement: title,
      };
    }
    case 'recording': {
      const elapsed = duration(context.elapsedMs);
      const announced = Math.floor(context.elapsedMs / ANNOUNCE_EVERY_MS) * ANNOUNCE_EVERY_MS;
      return {
        ...base,
        title: t('recorder.recording.title'),
        isRecording: true,
        level,
        notices: levelNotice ? [levelNotice] : [],
        timer: {
          elapsed,
          description: `${t('recorder.recording.elapsed', { elapsed, expected: duration(limits.expectedMs) })} · ${t('recorder.recording.max', { max: duration(limits.maxMs) })}`,
          fraction: context.elapsedMs / limits.maxMs,
          expectedFraction: limits.expectedMs / limits.maxMs,
        },
        actions: [action('stop', t('recorder.recording.stop'), { type: 'recording.stop' }, { variant: 'danger' })],
        announcement: announced === 0 ? t('recorder.announce.started') : t('recorder.announce.elapsed', { elapsed: duration(announced) }),
      };
    }
    case 'recorded':
    case 'interrupted': {
      const problem = takeProblem(context.analysis, limits);
      const notices: RecorderNotice[] = [];
      if (state === 'interrupted' && context.stopReason && context.stopReason !== 'stopped' && context.stopReason !== 'maxLength') {
        notices.push({ text: t(`recorder.interrupted.${context.stopReason}`), tone: 'warning' });
      }
      if (context.take?.restored) notices.push({ text: t('recorder.recorded.restored'), tone: 'info' });
      if (context.stopReason === 'maxLength') notices.push({ text: t('recorder.recorded.maxLength', { max: duration(limits.maxMs) }), tone: 'info' });
      if (problem === 'tooShort') notices.push({ text: t('recorder.recorded.tooShort', { min: duration(limits.minMs) }), tone: 'danger' });
      if (problem === 'silent') notices.push({ text: t('recorder.recorded.silent'), tone: 'danger' });
      const title = t(state === 'interrupted' ? 'recorder.interrupted.title' : 'recorder.recorded.title');
      return {
        ...base,
        title,
        description: againNote,
        notices,
        playback,
        actions: [
          action('send', t('recorder.send'), { type: 'take.upload' }, { isDisabled: problem !== null }),
          action('again', t('recorder.recordAgain'), { type: 'take.recordAgain' }, { variant: 'secondary' }),
        ],
        announcement: notices[0]?.text ?? title,
      };
    }
    case 'uploading':
    case 'waitingToRetry': {
      const title = t(state === 'uploading' ? 'recorder.uploading.title' : 'recorder.waitingToRetry.title');
      return {
        ...base,
        title,
        description: state === 'waitingToRetry' ? t('recorder.waitingToRetry.body') : undefined,
        progress: { label: t('recorder.uploading.progress'), value: context.uploadProgress },
        actions: [action('cancel', t('recorder.uploading.cancel'), { type: 'upload.cancel' }, { variant: 'secondary' })],
        announcement: title,
      };
    }
    case 'waitingForConnection': {
      const title = t('recorder.waitingForConnection.title');
      return {
        ...base,
        title,
        notices: [{ text: t('recorder.waitingForConnection.body'), tone: 'info' }],
        playback,
        actions: [action('cancel', t('recorder.waitingForConnection.cancel'), { type: 'upload.cancel' }, { variant: 'secondary' })],
        announcement: `${title}. ${t('recorder.waitingForConnection.body')}`,
      };
    }
    case 'uploaded': {
      const title = t('recorder.uploaded.title');
      return { ...base, title, notices: [{ text: t('recorder.uploaded.body'), tone: 'success' }], announcement: `${title}. ${t('recorder.uploaded.body')}` };
    }
    case 'failed': {
      const code = context.error ?? 'server';
      const notices: RecorderNotice[] = [{ text: t(`recorder.failed.error.${code}`), tone: 'danger' }];
      if (context.serverMessage && context.serverMessage !== notices[0]!.text) notices.push({ text: context.serverMessage, tone: 'danger' });
      const canSend = context.take !== null && code !== 'unreadable';
      if (canSend) notices.push({ text: t('recorder.failed.kept'), tone: 'info' });
      const actions: RecorderAction[] = [];
      if (canSend) actions.push(action('retry', t('recorder.failed.retry'), { type: 'upload.retry' }));
      actions.push(action('again', t('recorder.recordAgain'), { type: 'take.recordAgain' }, { variant: canSend ? 'secondary' : 'primary' }));
      return { ...base, title: t('recorder.failed.title'), notices, playback: canSend ? playback : undefined, actions, announcement: notices[0]!.text };
    }
  }
}
