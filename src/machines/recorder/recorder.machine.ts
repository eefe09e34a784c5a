import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { ClockTickEvent } from '../time/ticker.ts';
import { createTicker, tickerNotProvided } from '../time/ticker.ts';
import {
  MicrophoneError,
  UploadError,
  type InputDevice,
  type InterruptionReason,
  type KeptTake,
  type LevelSample,
  type MicrophoneErrorCode,
  type MicrophoneSession,
  type RecorderPorts,
  type TakeAnalysis,
  type UploadErrorCode,
} from './media.ts';

/** How long a take should be, in milliseconds: below `minMs` it is not sent; at `maxMs` recording stops by itself. */
export interface RecordingLimits {
  minMs: number;
  expectedMs: number;
  maxMs: number;
}

/** What the level meter warns about while the contestant checks the microphone (and while recording). */
export type LevelWarning = 'silent' | 'quiet' | 'clipping';

/** Why a take ended. */
export type StopReason = 'stopped' | 'maxLength' | InterruptionReason;

/** Why the recorder shows its failed state: an upload that failed for good, or a take that cannot be read. */
export type RecorderErrorCode = UploadErrorCode | 'unreadable';

/** Why a recorded take cannot be sent as it is. */
export type TakeProblem = 'tooShort' | 'silent';

export interface RecorderTake extends KeptTake {
  /** Came back from the browser's storage after a reload, not from this page's recording. */
  restored: boolean;
}

export interface RecorderContext {
  limits: RecordingLimits;
  /** An attempt already sent awaits review, and a new one would replace it (the fifth track): said before the microphone. */
  replacesPending: boolean;
  session: MicrophoneSession | null;
  devices: readonly InputDevice[];
  deviceId: string | null;
  microphoneError: MicrophoneErrorCode | null;
  /** The microphone check was done once; a new take goes straight to ready. */
  checked: boolean;
  /** Why the microphone was released while checking (the page hidden, the input gone). */
  notice: InterruptionReason | null;
  level: number;
  levelWindow: readonly LevelSample[];
  levelWarning: LevelWarning | null;
  startedAt: number | null;
  elapsedMs: number;
  stopReason: StopReason | null;
  take: RecorderTake | null;
  analysis: TakeAnalysis | null;
  uploadProgress: number;
  uploadRetries: number;
  error: RecorderErrorCode | null;
  serverMessage: string | null;
}

export type RecorderEvent =
  | { type: 'replacement.confirm' }
  | { type: 'microphone.allow' }
  | { type: 'microphone.retry' }
  | { type: 'device.choose'; deviceId: string }
  | { type: 'level.sample'; sample: LevelSample }
  | { type: 'microphone.interrupted'; reason: InterruptionReason }
  | { type: 'check.finish' }
  | { type: 'recording.start' }
  | { type: 'recording.stop' }
  | { type: 'recording.finished'; blob: Blob; mimeType: string; key: string }
  | { type: 'recording.failed' }
  | ClockTickEvent
  | { type: 'take.recordAgain' }
  | { type: 'take.upload' }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.cancel' }
  | { type: 'upload.done' }
  | { type: 'upload.failed'; code: UploadErrorCode; retryable: boolean; serverMessage: string | null }
  /** The upload could not go out because the browser is offline. */
  | { type: 'upload.offline' }
  | { type: 'network.online' }
  | { type: 'upload.retry' };

/** Readings the level warning looks back over (about three seconds at ten a second). */
export const LEVEL_WINDOW = 30;
/** Automatic upload retries (same idempotency key) before the failure is shown. */
export const MAX_UPLOAD_RETRIES = 3;
const SILENT_PEAK = 0.01;
const QUIET_PEAK = 0.1;
const CLIPPING_PEAK = 0.98;
const CLIPPING_READINGS = 3;
/** A waveform whose loudest peak stays under this is a silent take. */
export const SILENT_TAKE_PEAK = 0.02;

/** The warning the last readings call for: nothing heard, too quiet, or clipping; null when the input sounds right. */
export function judgeLevel(window: readonly LevelSample[]): LevelWarning | null {
  if (window.length < LEVEL_WINDOW / 2) return null;
  const loudest = Math.max(...window.map((sample) => sample.peak));
  if (window.filter((sample) => sample.peak >= CLIPPING_PEAK).length >= CLIPPING_READINGS) return 'clipping';
  if (loudest < SILENT_PEAK) return 'silent';
  if (loudest < QUIET_PEAK) return 'quiet';
  return null;
}

/** Why a decoded take should not be sent (too short for the limits, or silent), or null. */
export function takeProblem(analysis: TakeAnalysis | null, limits: RecordingLimits): TakeProblem | null {
  if (!analysis) return null;
  if (analysis.durationMs < limits.minMs) return 'tooShort';
  if (Math.max(0, ...analysis.peaks) < SILENT_TAKE_PEAK) return 'silent';
  return null;
}

export interface RecorderInput {
  limits: RecordingLimits;
  /** A sent attempt awaits review and a new one replaces it (decisions.md, the fifth track): confirmed before the microphone. */
  replacesPending?: boolean;
}

const isDeniedError = (error: unknown) => error instanceof MicrophoneError && error.code === 'denied';

/** Seconds before the next automatic retry: 1, 2, 4. */
export const retryDelayMs = (retries: number) => 1000 * 2 ** retries;

const notProvided = (name: string) => () => {
  throw new Error(`provide the recorder's ${name} actor: recorderActors(ports)`);
};

type SessionInput = { session: MicrophoneSession };

/**
 * The recorder: the microphone explained and asked for, checked with a live level meter, a take recorded (kept in the
 * browser chunk by chunk), decoded for its real duration and waveform, replayed, and uploaded with progress, cancel and
 * automatic retries under one idempotency key. Interruptions (page hidden, input muted or gone) stop a take and keep it.
 */
export const recorderMachine = setup({
  types: {} as { context: RecorderContext; events: RecorderEvent; input: RecorderInput },
  actors: {
    /** A kept take from before a reload, or null. */
    restoreTake: fromPromise<KeptTake | null>(notProvided('restoreTake')),
    openMicrophone: fromPromise<MicrophoneSession, { deviceId: string | null }>(notProvided('openMicrophone')),
    /** Holds the open microphone: level readings and interruptions come back as events; stopping it closes the microphone. */
    holdMicrophone: fromCallback<RecorderEvent, SessionInput>(notProvided('holdMicrophone')),
    /** Records while it runs, keeping every chunk; on `recording.stop` it answers `recording.finished` with the take. */
    recordTake: fromCallback<RecorderEvent, SessionInput>(notProvided('recordTake')),
    analyseTake: fromPromise<TakeAnalysis, { blob: Blob }>(notProvided('analyseTake')),
    /** Sends the take: `upload.progress`, then `upload.done`, `upload.offline` or `upload.failed`; stopping it aborts the request. */
    uploadTake: fromCallback<RecorderEvent, { take: KeptTake }>(notProvided('uploadTake')),
    /** Sends `network.online` when the connection returns. */
    awaitConnection: fromCallback<RecorderEvent>(notProvided('awaitConnection')),
    ticker: tickerNotProvided,
  },
  guards: {
    hasKeptTake: (_, take: KeptTake | null) => take !== null,
    wasChecked: ({ context }) => context.checked,
    replacesPending: ({ context }) => context.replacesPending,
    isInterrupted: ({ context }) => context.stopReason === 'hidden' || context.stopReason === 'muted' || context.stopReason === 'ended',
    isAtMaxLength: ({ context }, now: number) => context.startedAt !== null && now - context.startedAt >= context.limits.maxMs,
    canUpload: ({ context }) => context.take !== null && takeProblem(context.analysis, context.limits) === null,
    canRetry: ({ context }, retryable: boolean) => retryable && context.uploadRetries < MAX_UPLOAD_RETRIES,
    canSendAgain: ({ context }) => context.take !== null && context.error !== 'unreadable',
  },
  actions: {
    resetUpload: assign({ uploadProgress: 0, uploadRetries: 0, error: null, serverMessage: null }),
    sampleLevel: assign(({ context }, sample: LevelSample) => {
      const levelWindow = [...context.levelWindow, sample].slice(-LEVEL_WINDOW);
      return { level: sample.peak, levelWindow, levelWarning: judgeLevel(levelWindow) };
    }),
    stopRecorder: sendTo('recorder', { type: 'recording.stop' }),
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.uploadRetries - 1),
  },
}).createMachine({
  id: 'recorder',
  context: ({ input }) => ({
    limits: input.limits,
    replacesPending: input.replacesPending ?? false,
    session: null,
    devices: [],
    deviceId: null,
    microphoneError: null,
    checked: false,
    notice: null,
    level: 0,
    levelWindow: [],
    levelWarning: null,
    startedAt: null,
    elapsedMs: 0,
    stopReason: null,
    take: null,
    analysis: null,
    uploadProgress: 0,
    uploadRetries: 0,
    error: null,
    serverMessage: null,
  }),
  initial: 'restoring',
  states: {
    /** Looking in the browser's storage for a take the server never acknowledged. */
    restoring: {
      invoke: {
        id: 'restoreTake',
        src: 'restoreTake',
        onDone: [
          {
            guard: { type: 'hasKeptTake', params: ({ event }) => event.output },
            target: 'analysing',
            actions: assign({ take: ({ event }) => (event.output ? { ...event.output, restored: true } : null) }),
          },
          { guard: 'replacesPending', target: 'replacing' },
          { target: 'explaining' },
        ],
        onError: [{ guard: 'replacesPending', target: 'replacing' }, { target: 'explaining' }],
      },
    },
    /** A sent attempt awaits review: a new one replaces it (only the newest is reviewed). Confirmed before the microphone is asked for. */
    replacing: {
      on: { 'replacement.confirm': 'explaining' },
    },
    /** Why the microphone is needed, before the browser asks. */
    explaining: {
      on: { 'microphone.allow': { target: 'asking', actions: assign({ notice: null }) } },
    },
    /** The browser's permission prompt is up (or the chosen input is opening). */
    asking: {
      invoke: {
        id: 'openMicrophone',
        src: 'openMicrophone',
        input: ({ context }) => ({ deviceId: context.deviceId }),
        onDone: [
          {
            guard: 'wasChecked',
            target: 'microphone.ready',
            actions: assign(({ event }) => ({ session: event.output, devices: event.output.devices, deviceId: event.output.deviceId, microphoneError: null })),
          },
          {
            target: 'microphone.checking',
            actions: assign(({ event }) => ({ session: event.output, devices: event.output.devices, deviceId: event.output.deviceId, microphoneError: null })),
          },
        ],
        onError: [
          {
            guard: ({ event }) => isDeniedError(event.error),
            target: 'denied',
            actions: assign({ microphoneError: 'denied' }),
          },
          {
            target: 'noMicrophone',
            actions: assign({ microphoneError: ({ event }) => (event.error instanceof MicrophoneError ? event.error.code : 'unsupported') }),
          },
        ],
      },
    },
    /** The microphone was refused: how to allow it again in this browser, and a retry. */
    denied: { on: { 'microphone.retry': 'asking' } },
    /** No microphone (or it is busy, or this browser cannot record): a clear message and a retry. */
    noMicrophone: { on: { 'microphone.retry': 'asking' } },
    /** The microphone is open; leaving this state closes it (tracks stopped, audio context closed). */
    microphone: {
      invoke: { id: 'microphone', src: 'holdMicrophone', input: ({ context }) => ({ session: context.session! }) },
      exit: assign({ session: null, level: 0, levelWindow: [], levelWarning: null }),
      on: { 'level.sample': { actions: { type: 'sampleLevel', params: ({ event }) => event.sample } } },
      initial: 'checking',
      states: {
        /** The microphone check: a live meter, warnings when too quiet, clipping or silent, the input chooser. */
        checking: {
          on: {
            'check.finish': { target: 'ready', actions: assign({ checked: true }) },
            'device.choose': { target: '#recorder.asking', actions: assign({ deviceId: ({ event }) => event.deviceId }) },
            'microphone.interrupted': { target: '#recorder.explaining', actions: assign({ notice: ({ event }) => event.reason }) },
          },
        },
        /** Ready to record: the text, the meter, the start button. */
        ready: {
          on: {
            'recording.start': 'taking',
            'device.choose': { target: '#recorder.asking', actions: assign({ deviceId: ({ event }) => event.deviceId }) },
            'microphone.interrupted': { target: '#recorder.explaining', actions: assign({ notice: ({ event }) => event.reason }) },
          },
        },
        taking: {
          invoke: { id: 'recorder', src: 'recordTake', input: ({ context }) => ({ session: context.session! }) },
          entry: assign({ startedAt: null, elapsedMs: 0, stopReason: null, take: null, analysis: null }),
          on: {
            'recording.finished': {
              target: '#recorder.analysing',
              actions: assign({ take: ({ event }) => ({ blob: event.blob, mimeType: event.mimeType, key: event.key, restored: false }) }),
            },
            'recording.failed': { target: '#recorder.failed', actions: assign({ error: 'unreadable' }) },
          },
          initial: 'recording',
          states: {
            /** Recording: elapsed against expected, the maximum, stop. */
            recording: {
              invoke: { id: 'ticker', src: 'ticker' },
              on: {
                'clock.tick': [
                  {
                    guard: { type: 'isAtMaxLength', params: ({ event }) => event.now },
                    target: 'stopping',
                    actions: [assign({ elapsedMs: ({ context }) => context.limits.maxMs, stopReason: 'maxLength' }), 'stopRecorder'],
                  },
                  {
                    actions: assign(({ context, event }) => {
                      const startedAt = context.startedAt ?? event.now;
                      return { startedAt, elapsedMs: event.now - startedAt };
                    }),
                  },
                ],
                'recording.stop': { target: 'stopping', actions: [assign({ stopReason: 'stopped' }), 'stopRecorder'] },
                'microphone.interrupted': { target: 'stopping', actions: [assign({ stopReason: ({ event }) => event.reason }), 'stopRecorder'] },
              },
            },
            /** The recorder is handing over its last chunk. */
            stopping: {},
          },
        },
      },
    },
    /** Decoding the take: its real duration and its waveform. */
    analysing: {
      invoke: {
        id: 'analyseTake',
        src: 'analyseTake',
        input: ({ context }) => ({ blob: context.take!.blob }),
        onDone: [
          { guard: 'isInterrupted', target: 'interrupted', actions: assign({ analysis: ({ event }) => event.output }) },
          { target: 'recorded', actions: assign({ analysis: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: 'unreadable' }) },
      },
    },
    /** The take stopped by itself (page hidden, input muted or gone): kept, with a message; replay, send or record again. */
    interrupted: {
      on: {
        'take.upload': { guard: 'canUpload', target: 'uploading', actions: 'resetUpload' },
        'take.recordAgain': 'asking',
      },
    },
    /** Replay with the waveform and real duration; send, or record again (which never uses an attempt). */
    recorded: {
      on: {
        'take.upload': { guard: 'canUpload', target: 'uploading', actions: 'resetUpload' },
        'take.recordAgain': 'asking',
      },
    },
    /** Sending: a progress bar and cancel. */
    uploading: {
      invoke: { id: 'uploadTake', src: 'uploadTake', input: ({ context }) => ({ take: context.take! }) },
      on: {
        'upload.progress': { actions: assign({ uploadProgress: ({ event }) => event.fraction }) },
        'upload.done': { target: 'uploaded', actions: assign({ uploadProgress: 1 }) },
        'upload.offline': { target: 'waitingForConnection', actions: assign({ uploadProgress: 0, error: 'network' }) },
        'upload.failed': [
          {
            guard: { type: 'canRetry', params: ({ event }) => event.retryable },
            target: 'waitingToRetry',
            actions: assign({ uploadRetries: ({ context }) => context.uploadRetries + 1, error: ({ event }) => event.code }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => event.code, serverMessage: ({ event }) => event.serverMessage }) },
        ],
        'upload.cancel': 'recorded',
      },
    },
    /** A network or server failure: sent again by itself shortly, with the same key. */
    waitingToRetry: {
      after: { retryDelay: { target: 'uploading', actions: assign({ uploadProgress: 0 }) } },
      on: { 'upload.cancel': 'recorded' },
    },
    /**
     * The browser is offline: the take stays kept in the browser and is sent by itself (same key) when the connection
     * returns; the page says so. Cancel keeps it to send later by hand.
     */
    waitingForConnection: {
      invoke: { id: 'awaitConnection', src: 'awaitConnection' },
      on: {
        'network.online': { target: 'uploading', actions: 'resetUpload' },
        'upload.cancel': 'recorded',
      },
    },
    /** The server has the take; it is no longer kept in the browser. */
    uploaded: { type: 'final' },
    /** Sending failed for good, or the take cannot be read: why, in the contestant's language; send again or record again. */
    failed: {
      on: {
        'upload.retry': { guard: 'canSendAgain', target: 'uploading', actions: 'resetUpload' },
        'take.recordAgain': 'asking',
      },
    },
  },
});

/** The recorder's actors over the app's (or a test's) ports. */
export function recorderActors(ports: RecorderPorts) {
  return {
    restoreTake: fromPromise<KeptTake | null>(() => ports.keeper.load()),
    openMicrophone: fromPromise<MicrophoneSession, { deviceId: string | null }>(({ input }) => ports.media.open(input.deviceId ?? undefined)),
    holdMicrophone: fromCallback<RecorderEvent, SessionInput>(({ input, sendBack }) => {
      const { session } = input;
      const stopLevel = session.watchLevel((sample) => sendBack({ type: 'level.sample', sample }));
      const stopWatching = session.watchInterruptions((reason) => sendBack({ type: 'microphone.interrupted', reason }));
      return () => {
        stopLevel();
        stopWatching();
        session.close();
      };
    }),
    recordTake: fromCallback<RecorderEvent, SessionInput>(({ input, sendBack, receive }) => {
      const key = ports.newKey();
      let saving = Promise.resolve();
      const keep = (step: () => Promise<void>) => {
        saving = saving.then(step).catch(() => {});
      };
      let handle: ReturnType<MicrophoneSession['startRecording']>;
      try {
        handle = input.session.startRecording((chunk) => keep(() => ports.keeper.append(chunk)));
      } catch {
        sendBack({ type: 'recording.failed' });
        return () => {};
      }
      keep(() => ports.keeper.begin({ mimeType: handle.mimeType, key }));
      let stopped = false;
      const stop = () => {
        stopped = true;
        return handle.stop();
      };
      receive((event) => {
        if (event.type !== 'recording.stop' || stopped) return;
        void stop()
          .then(async (blob) => {
            await saving;
            sendBack(blob.size > 0 ? { type: 'recording.finished', blob, mimeType: handle.mimeType, key } : { type: 'recording.failed' });
          })
          .catch(() => sendBack({ type: 'recording.failed' }));
      });
      // Leaving the page mid-take: stop the recorder; what was kept comes back after a reload.
      return () => {
        if (!stopped) void stop().catch(() => {});
      };
    }),
    analyseTake: fromPromise<TakeAnalysis, { blob: Blob }>(({ input }) => ports.media.analyse(input.blob)),
    uploadTake: fromCallback<RecorderEvent, { take: KeptTake }>(({ input, sendBack }) => {
      const controller = new AbortController();
      ports.uploader
        .upload(input.take, (fraction) => sendBack({ type: 'upload.progress', fraction }), controller.signal)
        .then(async () => {
          await ports.keeper.discard().catch(() => {});
          sendBack({ type: 'upload.done' });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = error instanceof UploadError ? error : new UploadError('network', true);
          if (failure.code === 'network' && ports.connection && !ports.connection.isOnline()) {
            sendBack({ type: 'upload.offline' });
            return;
          }
          sendBack({ type: 'upload.failed', code: failure.code, retryable: failure.retryable, serverMessage: failure.serverMessage });
        });
      return () => controller.abort();
    }),
    awaitConnection: fromCallback<RecorderEvent>(({ sendBack }) => {
      if (!ports.connection) return () => {};
      return ports.connection.whenOnline(() => sendBack({ type: 'network.online' }));
    }),
    ticker: createTicker(ports.now),
  };
}
