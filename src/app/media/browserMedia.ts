// The recorder's media in a real browser: getUserMedia with the browser's voice processing off, the inputs, a level
// meter on an AudioContext, MediaRecorder in the container this browser records best, and the events that end a take.
import {
  MicrophoneError,
  type InputDevice,
  type InterruptionReason,
  type LevelSample,
  type MicrophoneErrorCode,
  type MicrophoneSession,
  type RecorderMedia,
  type RecordingHandle,
  type TakeAnalysis,
} from '../../machines';

/** Safari records mp4 (its webm breaks duration); Chrome and Firefox record opus. The first one this browser can record wins. */
export const PREFERRED_MIME_TYPES = ['audio/mp4', 'audio/webm;codecs=opus', 'audio/ogg;codecs=opus'] as const;

export function preferredMimeType(isSupported: (type: string) => boolean): string | undefined {
  return PREFERRED_MIME_TYPES.find((type) => isSupported(type));
}

/** Echo cancellation, noise suppression and automatic gain spoil sustained melodic recitation: all three off. */
export function microphoneConstraints(deviceId?: string): MediaStreamConstraints {
  return {
    audio: {
      ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
      channelCount: 1,
    },
    video: false,
  };
}

/** What a getUserMedia rejection means for the contestant. */
export function microphoneErrorCode(error: unknown): MicrophoneErrorCode {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noMicrophone';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'busy';
  return 'unsupported';
}

const LEVEL_INTERVAL_MS = 100;
const CHUNK_MS = 1000;
const WAVEFORM_BARS = 96;

type AudioContextClass = typeof AudioContext;
const audioContextClass = (): AudioContextClass | undefined =>
  (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
  (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

function openSession(stream: MediaStream, devices: InputDevice[], deviceId: string): MicrophoneSession {
  const track = stream.getAudioTracks()[0]!;
  let context: AudioContext | null = null;
  let recorder: MediaRecorder | null = null;
  const cleanups = new Set<() => void>();

  return {
    deviceId,
    devices,
    watchLevel(onSample) {
      const Context = audioContextClass();
      if (!Context) return () => {};
      context ??= new Context();
      const analyser = context.createAnalyser();
      analyser.fftSize = 2048;
      const source = context.createMediaStreamSource(stream);
      source.connect(analyser);
      const samples = new Float32Array(analyser.fftSize);
      // A few readings a second keep the meter alive without keeping the main thread busy.
      const timer = setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        let sum = 0;
        let peak = 0;
        for (const value of samples) {
          sum += value * value;
          const magnitude = Math.abs(value);
          if (magnitude > peak) peak = magnitude;
        }
        onSample({ rms: Math.sqrt(sum / samples.length), peak: Math.min(1, peak) } satisfies LevelSample);
      }, LEVEL_INTERVAL_MS);
      const stop = () => {
        clearInterval(timer);
        source.disconnect();
        cleanups.delete(stop);
      };
      cleanups.add(stop);
      return stop;
    },
    watchInterruptions(onInterruption) {
      const say = (reason: InterruptionReason) => () => onInterruption(reason);
      const onHidden = () => {
        if (document.visibilityState === 'hidden') onInterruption('hidden');
      };
      const onMute = say('muted');
      const onEnded = say('ended');
      // An unplugged device may end its track without an `ended` event in some browsers: look again when devices change.
      const onDeviceChange = () => {
        if (track.readyState === 'ended') onInterruption('ended');
      };
      document.addEventListener('visibilitychange', onHidden);
      window.addEventListener('pagehide', onHidden);
      track.addEventListener('mute', onMute);
      track.addEventListener('ended', onEnded);
      navigator.mediaDevices?.addEventListener?.('devicechange', onDeviceChange);
      const stop = () => {
        document.removeEventListener('visibilitychange', onHidden);
        window.removeEventListener('pagehide', onHidden);
        track.removeEventListener('mute', onMute);
        track.removeEventListener('ended', onEnded);
        navigator.mediaDevices?.removeEventListener?.('devicechange', onDeviceChange);
        cleanups.delete(stop);
      };
      cleanups.add(stop);
      return stop;
    },
    startRecording(onChunk): RecordingHandle {
      const mimeType = preferredMimeType((type) => MediaRecorder.isTypeSupported(type));
      const active = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: 96_000 });
      recorder = active;
      const chunks: Blob[] = [];
      active.addEventListener('dataavailable', (event) => {
        if (event.data.size === 0) return;
        chunks.push(event.data);
        onChunk(event.data);
      });
      const stopped = new Promise<Blob>((resolve) => {
        active.addEventListener('stop', () => resolve(new Blob(chunks, { type: active.mimeType || mimeType || 'audio/webm' })), { once: true });
      });
      active.start(CHUNK_MS);
      return {
        mimeType: active.mimeType || mimeType || 'audio/webm',
        stop: () => {
          if (active.state !== 'inactive') active.stop();
          return stopped;
        },
      };
    },
    close() {
      cleanups.forEach((cleanup) => cleanup());
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      // iOS records silence after the page was in the background until the tracks are stopped and the context closed.
      stream.getTracks().forEach((each) => each.stop());
      void context?.close().catch(() => {});
      context = null;
    },
  };
}

/** A waveform: the loudest sample of each of `bars` slices, 0..1 (every fourth sample is enough to find it). */
export function waveformPeaks(samples: Float32Array, bars = WAVEFORM_BARS): number[] {
  const size = Math.max(1, Math.floor(samples.length / bars));
  const peaks: number[] = [];
  for (let bar = 0; bar < bars; bar++) {
    let peak = 0;
    const end = Math.min(samples.length, (bar + 1) * size);
    for (let i = bar * size; i < end; i += 4) {
      const magnitude = Math.abs(samples[i]!);
      if (magnitude > peak) peak = magnitude;
    }
    peaks.push(Math.min(1, peak));
  }
  return peaks;
}

export const browserMedia: RecorderMedia = {
  async open(deviceId) {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new MicrophoneError('unsupported');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(microphoneConstraints(deviceId));
    } catch (error) {
      throw new MicrophoneError(microphoneErrorCode(error));
    }
    const track = stream.getAudioTracks()[0];
    if (!track) {
      stream.getTracks().forEach((each) => each.stop());
      throw new MicrophoneError('noMicrophone');
    }
    const devices = (await navigator.mediaDevices.enumerateDevices().catch(() => []))
      .filter((device) => device.kind === 'audioinput' && device.deviceId !== '')
      .map((device) => ({ id: device.deviceId, label: device.label }));
    return openSession(stream, devices, track.getSettings().deviceId ?? deviceId ?? devices[0]?.id ?? 'default');
  },
  async analyse(blob): Promise<TakeAnalysis> {
    const Context = audioContextClass();
    if (!Context || blob.size === 0) throw new Error('nothing to decode');
    // Decoding reads the real length: Chrome's webm carries no duration in its header.
    const context = new Context();
    try {
      const audio = await context.decodeAudioData(await blob.arrayBuffer());
      return { durationMs: Math.round(audio.duration * 1000), peaks: waveformPeaks(audio.getChannelData(0)) };
    } finally {
      void context.close().catch(() => {});
    }
  },
};
