import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  judgeLevel,
  LEVEL_WINDOW,
  MAX_UPLOAD_RETRIES,
  recorderActors,
  recorderMachine,
  retryDelayMs,
  takeProblem,
  type RecorderContext,
  type RecordingLimits,
} from '../../src/machines/recorder/recorder.machine.ts';
import {
  MicrophoneError,
  UploadError,
  type InterruptionReason,
  type KeptTake,
  type LevelSample,
  type MicrophoneErrorCode,
  type MicrophoneSession,
  type RecorderPorts,
  type TakeAnalysis,
} from '../../src/machines/recorder/media.ts';
import { graphCoverage, neverSettles, replayMismatches, silentTicker } from './support/graphCoverage.ts';

const limits: RecordingLimits = { minMs: 5_000, expectedMs: 60_000, maxMs: 240_000 };
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const sound: TakeAnalysis = { durationMs: 30_000, peaks: [0.1, 0.6, 0.4] };

/** A browser that never was: a scriptable microphone, storage and server, with a record of what the recorder did with them. */
function fakeWorld(options: {
  openAnswers?: Array<MicrophoneErrorCode | 'ok'>;
  kept?: KeptTake | null;
  analysis?: TakeAnalysis | Error;
  uploads?: Array<'ok' | Error>;
  recordedBytes?: string;
  /** The browser's MediaRecorder refuses to start, or its stop never gives the file. */
  recorderBreaks?: 'atStart' | 'atStop';
} = {}) {
  const log: string[] = [];
  const openAnswers = [...(options.openAnswers ?? ['ok'])];
  const uploads = [...(options.uploads ?? ['ok'])];
  let kept: { mimeType: string; key: string; chunks: Blob[] } | null = options.kept
    ? { mimeType: options.kept.mimeType, key: options.kept.key, chunks: [options.kept.blob] }
    : null;
  let sessions = 0;
  const level: { send?: (sample: LevelSample) => void; interrupt?: (reason: InterruptionReason) => void; chunk?: (chunk: Blob) => void } = {};
  let progress: ((fraction: number) => void) | undefined;
  let finishUpload: (() => void) | undefined;
  let keyCount = 0;

  const session = (deviceId: string): MicrophoneSession => ({
    deviceId,
    devices: [
      { id: 'built-in', label: 'Built-in' },
      { id: 'headset', label: 'Headset' },
    ],
    watchLevel: (onSample) => {
      level.send = onSample;
      return () => (level.send = undefined);
    },
    watchInterruptions: (onInterruption) => {
      level.interrupt = onInterruption;
      return () => (level.interrupt = undefined);
    },
    startRecording: (onChunk) => {
      if (options.recorderBreaks === 'atStart') throw new Error('NotSupportedError');
      log.push('record');
      level.chunk = onChunk;
      const chunks: Blob[] = [];
      level.chunk = (chunk) => {
        chunks.push(chunk);
        onChunk(chunk);
      };
      return {
        mimeType: 'audio/webm;codecs=opus',
        stop: async () => {
          log.push('stop');
          if (options.recorderBreaks === 'atStop') throw new Error('InvalidStateError');
          return new Blob(options.recordedBytes === '' ? [] : [...chunks, options.recordedBytes ?? 'tail'], { type: 'audio/webm' });
        },
      };
    },
    close: () => log.push(`close ${deviceId}`),
  });

  const ports: RecorderPorts = {
    media: {
      open: async (deviceId) => {
        const answer = openAnswers.length > 1 ? openAnswers.shift()! : openAnswers[0]!;
        log.push(`open ${deviceId ?? 'default'}`);
        if (answer !== 'ok') throw new MicrophoneError(answer);
        sessions++;
        return session(deviceId ?? 'built-in');
      },
      analyse: async () => {
        if (options.analysis instanceof Error) throw options.analysis;
        return options.analysis ?? sound;
      },
    },
    keeper: {
      begin: async (take) => {
        kept = { ...take, chunks: [] };
      },
      append: async (chunk) => {
        kept?.chunks.push(chunk);
      },
      load: async () => (kept && kept.chunks.length > 0 ? { blob: new Blob(kept.chunks), mimeType: kept.mimeType, key: kept.key } : null),
      discard: async () => {
        log.push('discard');
        kept = null;
      },
    },
    uploader: {
      upload: (take, onProgress, signal) =>
        new Promise<void>((resolve, reject) => {
          log.push(`upload ${take.key}`);
          progress = onProgress;
          signal.addEventListener('abort', () => log.push('abort'));
          const answer = uploads.length > 1 ? uploads.shift()! : uploads[0]!;
          finishUpload = () => (answer === 'ok' ? resolve() : reject(answer));
        }),
    },
    newKey: () => `key-${++keyCount}`,
    now: () => 0,
  };
  return {
    ports,
    log,
    level,
    kept: () => kept,
    sessions: () => sessions,
    progress: (fraction: number) => progress?.(fraction),
    finishUpload: () => finishUpload?.(),
  };
}

function start(world: ReturnType<typeof fakeWorld>, clock?: SimulatedClock, replacesPending?: boolean) {
  const machine = recorderMachine.provide({
    actors: { ...recorderActors(world.ports), ticker: fromCallback(() => {}) },
  });
  return createActor(machine, { input: { limits, ...(replacesPending !== undefined ? { replacesPending } : {}) }, ...(clock ? { clock } : {}) }).start();
}

const value = (actor: ReturnType<typeof start>) => JSON.stringify(actor.getSnapshot().value);

/** A new recorder allowed, checked and recording. */
async function recordingStarted() {
  const world = fakeWorld();
  const actor = start(world);
  await settle();
  actor.send({ type: 'microphone.allow' });
  await settle();
  actor.send({ type: 'check.finish' });
  actor.send({ type: 'recording.start' });
  return { world, actor };
}

/** Straight to a recorded take: allowed, checked, recorded 30 s, stopped, decoded. */
async function recordOne(world: ReturnType<typeof fakeWorld>, actor: ReturnType<typeof start>) {
  await settle();
  actor.send({ type: 'microphone.allow' });
  await settle();
  if (!actor.getSnapshot().context.checked) actor.send({ type: 'check.finish' });
  actor.send({ type: 'recording.start' });
  actor.send({ type: 'clock.tick', now: 1_000 });
  world.level.chunk?.(new Blob(['chunk']));
  actor.send({ type: 'clock.tick', now: 31_000 });
  actor.send({ type: 'recording.stop' });
  await settle();
}

describe('recorder machine', () => {
  it('with an attempt awaiting review, says a new one replaces it and waits for a yes before the explanation and the microphone', async () => {
    const world = fakeWorld();
    const actor = start(world, undefined, true);
    await settle();
    expect(value(actor)).toBe('"replacing"');
    actor.send({ type: 'microphone.allow' });
    expect(value(actor)).toBe('"replacing"');
    expect(world.log).toEqual([]); // the microphone is not asked for
    actor.send({ type: 'replacement.confirm' });
    expect(value(actor)).toBe('"explaining"');
    actor.send({ type: 'microphone.allow' });
    expect(value(actor)).toBe('"asking"');
  });

  it('with nothing awaiting review, goes straight to the explanation', async () => {
    const actor = start(fakeWorld(), undefined, false);
    await settle();
    expect(value(actor)).toBe('"explaining"');
  });

  it('explains before asking, checks the microphone, records, decodes and uploads, then forgets the kept take', async () => {
    const world = fakeWorld();
    const actor = start(world);
    expect(value(actor)).toBe('"restoring"');
    await settle();
    expect(value(actor)).toBe('"explaining"');
    expect(world.log).toEqual([]); // nothing asked before the contestant agreed

    actor.send({ type: 'microphone.allow' });
    expect(value(actor)).toBe('"asking"');
    await settle();
    expect(value(actor)).toBe('{"microphone":"checking"}');
    expect(actor.getSnapshot().context.devices).toHaveLength(2);

    actor.send({ type: 'check.finish' });
    actor.send({ type: 'recording.start' });
    expect(value(actor)).toBe('{"microphone":{"taking":"recording"}}');
    actor.send({ type: 'clock.tick', now: 10_000 });
    world.level.chunk?.(new Blob(['first second']));
    actor.send({ type: 'clock.tick', now: 42_000 });
    expect(actor.getSnapshot().context.elapsedMs).toBe(32_000);
    await settle();
    expect(world.kept()?.chunks).toHaveLength(1); // kept chunk by chunk while recording

    actor.send({ type: 'recording.stop' });
    expect(value(actor)).toBe('{"microphone":{"taking":"stopping"}}');
    await settle();
    expect(value(actor)).toBe('"recorded"');
    expect(world.log).toContain('close built-in'); // tracks stopped, audio context closed once the take is in
    expect(actor.getSnapshot().context).toMatchObject({ stopReason: 'stopped', analysis: sound, take: { key: 'key-1', restored: false } });

    actor.send({ type: 'take.upload' });
    expect(value(actor)).toBe('"uploading"');
    world.progress(0.4);
    expect(actor.getSnapshot().context.uploadProgress).toBe(0.4);
    world.finishUpload();
    await settle();
    expect(value(actor)).toBe('"uploaded"');
    expect(world.log.filter((entry) => entry === 'discard')).toHaveLength(1);
    expect(world.kept()).toBeNull();
  });

  it('offers back a take kept before a reload, with its key, without asking for the microphone', async () => {
    const world = fakeWorld({ kept: { blob: new Blob(['kept']), mimeType: 'audio/mp4', key: 'old-key' } });
    const actor = start(world);
    await settle();
    expect(value(actor)).toBe('"recorded"');
    expect(actor.getSnapshot().context.take).toMatchObject({ key: 'old-key', mimeType: 'audio/mp4', restored: true });
    expect(world.log.some((entry) => entry.startsWith('open'))).toBe(false);
    actor.send({ type: 'take.upload' });
    expect(world.log).toContain('upload old-key');
  });

  it('a refused microphone leads to help and a retry that can succeed', async () => {
    const world = fakeWorld({ openAnswers: ['denied', 'ok'] });
    const actor = start(world);
    await settle();
    actor.send({ type: 'microphone.allow' });
    await settle();
    expect(value(actor)).toBe('"denied"');
    expect(actor.getSnapshot().context.microphoneError).toBe('denied');
    actor.send({ type: 'microphone.retry' });
    await settle();
    expect(value(actor)).toBe('{"microphone":"checking"}');
    expect(actor.getSnapshot().context.microphoneError).toBeNull();
  });

  it.each(['noMicrophone', 'busy', 'unsupported'] as const)('%s shows the no-microphone message with its reason', async (code) => {
    const world = fakeWorld({ openAnswers: [code] });
    const actor = start(world);
    await settle();
    actor.send({ type: 'microphone.allow' });
    await settle();
    expect(value(actor)).toBe('"noMicrophone"');
    expect(actor.getSnapshot().context.microphoneError).toBe(code);
  });

  it('choosing another input closes the first and opens the chosen one', async () => {
    const world = fakeWorld();
    const actor = start(world);
    await settle();
    actor.send({ type: 'microphone.allow' });
    await settle();
    actor.send({ type: 'device.choose', deviceId: 'headset' });
    await settle();
    expect(world.log).toEqual(['open default', 'close built-in', 'open headset']);
    expect(value(actor)).toBe('{"microphone":"checking"}');
    expect(actor.getSnapshot().context.deviceId).toBe('headset');
    actor.send({ type: 'check.finish' });
    actor.send({ type: 'device.choose', deviceId: 'built-in' });
    await settle();
    expect(value(actor)).toBe('{"microphone":"ready"}'); // checked once is enough
  });

  it('the level meter warns when silent, too quiet or clipping', async () => {
    const world = fakeWorld();
    const actor = start(world);
    await settle();
    actor.send({ type: 'microphone.allow' });
    await settle();
    const feed = (sample: LevelSample) => {
      for (let i = 0; i < LEVEL_WINDOW; i++) world.level.send?.(sample);
    };
    feed({ rms: 0, peak: 0.001 });
    expect(actor.getSnapshot().context.levelWarning).toBe('silent');
    feed({ rms: 0.01, peak: 0.05 });
    expect(actor.getSnapshot().context.levelWarning).toBe('quiet');
    feed({ rms: 0.5, peak: 1 });
    expect(actor.getSnapshot().context.levelWarning).toBe('clipping');
    feed({ rms: 0.2, peak: 0.6 });
    expect(actor.getSnapshot().context).toMatchObject({ levelWarning: null, level: 0.6 });
  });

  it.each(['hidden', 'muted', 'ended'] as const)('the input %s mid-take stops it, keeps it and says why', async (reason) => {
    const { world, actor } = await recordingStarted();
    world.level.chunk?.(new Blob(['some']));
    world.level.interrupt?.(reason);
    await settle();
    expect(value(actor)).toBe('"interrupted"');
    expect(actor.getSnapshot().context.stopReason).toBe(reason);
    expect(actor.getSnapshot().context.take).not.toBeNull();
    expect(world.log).toContain('close built-in');
    actor.send({ type: 'take.upload' });
    expect(value(actor)).toBe('"uploading"');
  });

  it('the page hidden during the check releases the microphone and explains again', async () => {
    const world = fakeWorld();
    const actor = start(world);
    await settle();
    actor.send({ type: 'microphone.allow' });
    await settle();
    world.level.interrupt?.('hidden');
    expect(value(actor)).toBe('"explaining"');
    expect(actor.getSnapshot().context.notice).toBe('hidden');
    expect(world.log).toContain('close built-in');
    actor.send({ type: 'microphone.allow' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('stops by itself at the maximum length', async () => {
    const { actor } = await recordingStarted();
    actor.send({ type: 'clock.tick', now: 1_000 });
    actor.send({ type: 'clock.tick', now: 1_000 + limits.maxMs });
    expect(actor.getSnapshot().context).toMatchObject({ stopReason: 'maxLength', elapsedMs: limits.maxMs });
    await settle();
    expect(value(actor)).toBe('"recorded"');
  });

  it('recording again never uploads: it asks for the microphone and goes straight to ready with a new key', async () => {
    const world = fakeWorld();
    const actor = start(world);
    await recordOne(world, actor);
    actor.send({ type: 'take.recordAgain' });
    await settle();
    expect(value(actor)).toBe('{"microphone":"ready"}');
    await recordOne(world, actor);
    expect(actor.getSnapshot().context.take?.key).toBe('key-2');
    expect(world.log.some((entry) => entry.startsWith('upload'))).toBe(false);
  });

  it.each([
    ['too short', { durationMs: 2_000, peaks: [0.5] }, 'tooShort'],
    ['silent', { durationMs: 20_000, peaks: [0.001, 0.004] }, 'silent'],
  ] as const)('a %s take cannot be sent', async (_name, analysis, problem) => {
    const world = fakeWorld({ analysis: { durationMs: analysis.durationMs, peaks: [...analysis.peaks] } });
    const actor = start(world);
    await recordOne(world, actor);
    expect(takeProblem(actor.getSnapshot().context.analysis, limits)).toBe(problem);
    actor.send({ type: 'take.upload' });
    expect(value(actor)).toBe('"recorded"');
  });

  it('a take that cannot be decoded, or an empty one, fails as unreadable and can be recorded again', async () => {
    for (const world of [fakeWorld({ analysis: new Error('decode') }), fakeWorld({ recordedBytes: '' })]) {
      const actor = start(world);
      await recordOne(world, actor);
      expect(value(actor)).toBe('"failed"');
      expect(actor.getSnapshot().context.error).toBe('unreadable');
      actor.send({ type: 'upload.retry' });
      expect(value(actor)).toBe('"failed"');
      actor.send({ type: 'take.recordAgain' });
      await settle();
      expect(value(actor)).toBe('{"microphone":"ready"}');
    }
  });

  it('a recorder that will not start, or whose stop gives no file, fails as unreadable instead of hanging, and can record again', async () => {
    for (const breaks of ['atStart', 'atStop'] as const) {
      const world = fakeWorld({ recorderBreaks: breaks });
      const actor = start(world);
      await recordOne(world, actor);
      expect(value(actor)).toBe('"failed"');
      expect(actor.getSnapshot().context.error).toBe('unreadable');
      expect(world.log).not.toContain(`upload ${actor.getSnapshot().context.take?.key}`);
      actor.send({ type: 'take.recordAgain' });
      await settle();
      expect(value(actor)).toBe('{"microphone":"ready"}');
    }
  });

  it('retries a network failure by itself with the same key, then shows the failure', async () => {
    const clock = new SimulatedClock();
    const world = fakeWorld({ uploads: [new UploadError('network', true)] });
    const actor = start(world, clock);
    await recordOne(world, actor);
    actor.send({ type: 'take.upload' });
    for (let retry = 1; retry <= MAX_UPLOAD_RETRIES; retry++) {
      world.finishUpload();
      await settle();
      expect(value(actor)).toBe('"waitingToRetry"');
      clock.increment(retryDelayMs(retry - 1));
      expect(value(actor)).toBe('"uploading"');
    }
    world.finishUpload();
    await settle();
    expect(value(actor)).toBe('"failed"');
    expect(actor.getSnapshot().context.error).toBe('network');
    expect(world.log.filter((entry) => entry.startsWith('upload'))).toEqual(Array(MAX_UPLOAD_RETRIES + 1).fill('upload key-1'));
    expect(world.kept()).not.toBeNull(); // still kept: nothing lost
    actor.send({ type: 'upload.retry' });
    expect(value(actor)).toBe('"uploading"');
    expect(actor.getSnapshot().context.uploadRetries).toBe(0);
  });

  it('an upload that breaks without an answer (a dropped fetch, online) is a network failure, retried with the same key', async () => {
    const clock = new SimulatedClock();
    const world = fakeWorld({ uploads: [new TypeError('Failed to fetch'), 'ok'] });
    world.ports.connection = { isOnline: () => true, whenOnline: () => () => {} };
    const actor = start(world, clock);
    await recordOne(world, actor);
    actor.send({ type: 'take.upload' });
    world.finishUpload();
    await settle();
    expect(value(actor)).toBe('"waitingToRetry"');
    clock.increment(retryDelayMs(0));
    world.finishUpload();
    await settle();
    expect(value(actor)).toBe('"uploaded"');
    expect(world.log.filter((entry) => entry.startsWith('upload'))).toEqual(['upload key-1', 'upload key-1']);
  });

  it('offline, the take waits for the connection (kept, not retried, not failed) and is sent by itself with the same key when it returns', async () => {
    const world = fakeWorld({ uploads: [new UploadError('network', true), 'ok'] });
    let online = false;
    let reconnect: (() => void) | undefined;
    world.ports.connection = {
      isOnline: () => online,
      whenOnline: (onOnline) => {
        reconnect = onOnline;
        return () => (reconnect = undefined);
      },
    };
    const actor = start(world);
    await recordOne(world, actor);
    actor.send({ type: 'take.upload' });
    world.finishUpload();
    await settle();
    expect(value(actor)).toBe('"waitingForConnection"');
    expect(world.kept()).not.toBeNull();
    expect(world.log.filter((entry) => entry.startsWith('upload'))).toEqual(['upload key-1']);
    online = true;
    reconnect?.();
    expect(value(actor)).toBe('"uploading"');
    world.finishUpload();
    await settle();
    expect(value(actor)).toBe('"uploaded"');
    expect(world.log.filter((entry) => entry.startsWith('upload'))).toEqual(['upload key-1', 'upload key-1']);
    expect(world.kept()).toBeNull();
  });

  it('offline, cancel keeps the take to send by hand and stops waiting for the connection', async () => {
    const world = fakeWorld({ uploads: [new UploadError('network', true)] });
    let watching = false;
    world.ports.connection = {
      isOnline: () => false,
      whenOnline: () => {
        watching = true;
        return () => (watching = false);
      },
    };
    const actor = start(world);
    await recordOne(world, actor);
    actor.send({ type: 'take.upload' });
    world.finishUpload();
    await settle();
    expect(watching).toBe(true);
    actor.send({ type: 'upload.cancel' });
    expect(value(actor)).toBe('"recorded"');
    expect(watching).toBe(false);
    expect(world.kept()).not.toBeNull();
  });

  it('a refusal is shown at once with the server message, never retried', async () => {
    const world = fakeWorld({ uploads: [new UploadError('silent', false, 'The recording is silent')] });
    const actor = start(world);
    await recordOne(world, actor);
    actor.send({ type: 'take.upload' });
    world.finishUpload();
    await settle();
    expect(value(actor)).toBe('"failed"');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'silent', serverMessage: 'The recording is silent' });
  });

  it('cancel aborts the upload and keeps the take', async () => {
    const world = fakeWorld();
    const actor = start(world);
    await recordOne(world, actor);
    actor.send({ type: 'take.upload' });
    actor.send({ type: 'upload.cancel' });
    expect(value(actor)).toBe('"recorded"');
    expect(world.log).toContain('abort');
    expect(world.kept()).not.toBeNull();
  });

  it('leaving the page mid-take stops the recorder and closes the microphone, keeping what was recorded', async () => {
    const { world, actor } = await recordingStarted();
    world.level.chunk?.(new Blob(['kept']));
    await settle();
    actor.stop();
    expect(world.log).toEqual(expect.arrayContaining(['stop', 'close built-in']));
    expect(world.kept()?.chunks).toHaveLength(1);
    // …and the next page load offers it back.
    const again = start(world);
    await settle();
    expect(JSON.stringify(again.getSnapshot().value)).toBe('"recorded"');
  });
});

describe('judgeLevel', () => {
  const window = (peak: number, n = LEVEL_WINDOW) => Array.from({ length: n }, () => ({ rms: peak / 3, peak }));
  it('waits for enough readings', () => expect(judgeLevel(window(0, 3))).toBeNull());
  it('needs a few clipped readings, not one', () => {
    expect(judgeLevel([...window(0.5, LEVEL_WINDOW - 1), { rms: 0.5, peak: 1 }])).toBeNull();
    expect(judgeLevel([...window(0.5, LEVEL_WINDOW - 3), ...window(1, 3)])).toBe('clipping');
  });
});

describe('recorder machine, model-based', () => {
  const session = fakeWorld().ports.media.open('built-in');
  const take: KeptTake = { blob: new Blob(['x']), mimeType: 'audio/webm', key: 'k' };
  const events = async () => {
    const open = await session;
    return [
      { type: 'xstate.done.actor.restoreTake', output: null },
      { type: 'xstate.done.actor.restoreTake', output: take },
      { type: 'xstate.error.actor.restoreTake', error: new Error('no storage') },
      { type: 'replacement.confirm' },
      { type: 'microphone.allow' },
      { type: 'microphone.retry' },
      { type: 'xstate.done.actor.openMicrophone', output: open },
      { type: 'xstate.error.actor.openMicrophone', error: new MicrophoneError('denied') },
      { type: 'xstate.error.actor.openMicrophone', error: new MicrophoneError('noMicrophone') },
      { type: 'device.choose', deviceId: 'headset' },
      { type: 'level.sample', sample: { rms: 0.1, peak: 0.5 } },
      { type: 'microphone.interrupted', reason: 'ended' },
      { type: 'check.finish' },
      { type: 'recording.start' },
      { type: 'clock.tick', now: 0 },
      { type: 'clock.tick', now: limits.maxMs },
      { type: 'recording.stop' },
      { type: 'recording.finished', blob: take.blob, mimeType: take.mimeType, key: 'k' },
      { type: 'recording.failed' },
      { type: 'xstate.done.actor.analyseTake', output: sound },
      { type: 'xstate.error.actor.analyseTake', error: new Error('broken') },
      { type: 'take.upload' },
      { type: 'take.recordAgain' },
      { type: 'upload.progress', fraction: 0.5 },
      { type: 'upload.cancel' },
      { type: 'upload.done' },
      { type: 'upload.failed', code: 'network', retryable: true, serverMessage: null },
      { type: 'upload.failed', code: 'tooLong', retryable: false, serverMessage: 'too long' },
      { type: 'upload.retry' },
      { type: 'upload.offline' },
      { type: 'network.online' },
      { type: 'xstate.after.retryDelay.recorder.waitingToRetry' },
    ] as never[];
  };
  type Snap = { value: unknown; context: RecorderContext };
  const serializeState = (snapshot: unknown) => {
    const { value, context } = snapshot as Snap;
    return JSON.stringify([value, context.checked, context.stopReason, context.take !== null, context.startedAt, context.uploadRetries, context.error === 'unreadable']);
  };

  // Walking the whole graph four times is CPU work, ~3 s alone and 6 s on a busy machine: it waits on nothing, so its
  // time limit is generous; how fast it runs is not what it checks.
  it('reaches every state and takes every transition', { timeout: 30_000 }, async () => {
    const options = { events: await events(), input: { limits }, serializeState } as never;
    const never = { ...recorderActors(fakeWorld().ports) };
    const machine = recorderMachine.provide({
      actors: {
        ...never,
        restoreTake: neverSettles(),
        openMicrophone: neverSettles(),
        analyseTake: neverSettles(),
        holdMicrophone: fromCallback(() => {}),
        recordTake: fromCallback(() => {}),
        uploadTake: fromCallback(() => {}),
        awaitConnection: fromCallback(() => {}),
        ticker: silentTicker,
      },
    });
    expect(replayMismatches(machine, options)).toEqual([]);
    // With an attempt awaiting review the recorder starts from `replacing`: what one start leaves out, the other reaches.
    const replacing = { ...(options as object), input: { limits, replacesPending: true } } as never;
    expect(replayMismatches(machine, replacing)).toEqual([]);
    const plain = graphCoverage(machine, options);
    const withPending = graphCoverage(machine, replacing);
    expect({
      unvisitedStates: plain.unvisitedStates.filter((state) => withPending.unvisitedStates.includes(state)),
      untakenEdges: plain.untakenEdges.filter((edge) => withPending.untakenEdges.includes(edge)),
    }).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });
});
