// The browser's media, the browser's storage and the upload, as the recorder machine sees them: interfaces the app
// implements (src/app/media/, src/app/api/recordingUpload.ts) and tests fake, so the machine runs without a browser.

/** Why the microphone could not be opened. */
export const microphoneErrorCodes = ['denied', 'noMicrophone', 'busy', 'unsupported'] as const;
export type MicrophoneErrorCode = (typeof microphoneErrorCodes)[number];

/** A rejection of `RecorderMedia.open` that says why. */
export class MicrophoneError extends Error {
  constructor(readonly code: MicrophoneErrorCode) {
    super(`microphone: ${code}`);
  }
}

export interface InputDevice {
  id: string;
  /** The browser's own label (empty until the microphone was allowed once). */
  label: string;
}

/** One reading of the input level, both 0..1: `rms` the loudness over the reading, `peak` its highest sample. */
export interface LevelSample {
  rms: number;
  peak: number;
}

/** What ends a take, or releases the microphone, without the contestant asking: the page hidden, the input muted or gone. */
export const interruptionReasons = ['hidden', 'muted', 'ended'] as const;
export type InterruptionReason = (typeof interruptionReasons)[number];

/** A running MediaRecorder. */
export interface RecordingHandle {
  /** The container the browser records (`audio/mp4`, `audio/webm;codecs=opus`, ...). */
  readonly mimeType: string;
  /** Stops and resolves the whole take (every chunk so far). */
  stop(): Promise<Blob>;
}

/** An open microphone: its stream, its level meter and its recorder. `close()` stops the tracks and closes the audio context. */
export interface MicrophoneSession {
  readonly deviceId: string;
  readonly devices: readonly InputDevice[];
  /** Level readings a few times a second until the returned function is called. */
  watchLevel(onSample: (sample: LevelSample) => void): () => void;
  /** The page hidden, the track muted or ended (a headset switched off, a device unplugged), until unsubscribed. */
  watchInterruptions(onInterruption: (reason: InterruptionReason) => void): () => void;
  /** Starts recording; every chunk (about one a second) goes to `onChunk` as it arrives. */
  startRecording(onChunk: (chunk: Blob) => void): RecordingHandle;
  close(): void;
}

/** A recording decoded: its real duration (Chrome's webm has none in its header) and a waveform of 0..1 peaks. */
export interface TakeAnalysis {
  durationMs: number;
  peaks: number[];
}

export interface RecorderMedia {
  /** Asks for the microphone (the given input, else the default); rejects with a MicrophoneError. */
  open(deviceId?: string): Promise<MicrophoneSession>;
  /** Decodes a take; rejects when it cannot be decoded (an empty or broken file). */
  analyse(blob: Blob): Promise<TakeAnalysis>;
}

/** A take kept in the browser until the server has it. */
export interface KeptTake {
  blob: Blob;
  mimeType: string;
  /** The idempotency key its upload is sent with, the same on every retry and after a reload. */
  key: string;
}

/** Keeps the take being recorded, chunk by chunk, so a reload or a crash loses at most the last second. */
export interface TakeKeeper {
  /** Starts a new take, replacing the kept one. */
  begin(take: { mimeType: string; key: string }): Promise<void>;
  append(chunk: Blob): Promise<void>;
  /** The kept take (chunks joined), or null. */
  load(): Promise<KeptTake | null>;
  discard(): Promise<void>;
}

/** Why an upload failed, as the app's reader read the server's answer (never an HTTP status). */
export const uploadErrorCodes = [
  'tooShort',
  'tooLong',
  'silent',
  'wrongType',
  'tooLarge',
  'attemptsUsed',
  'locked',
  'notRunning',
  'refused',
  'signedOut',
  'network',
  'server',
] as const;
export type UploadErrorCode = (typeof uploadErrorCodes)[number];

export class UploadError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    /** A network failure or a server failure may succeed when sent again with the same key. */
    readonly retryable: boolean,
    /** The server's own message, in the contestant's language, when it gave one. */
    readonly serverMessage: string | null = null,
  ) {
    super(`upload: ${code}`);
  }
}

export interface TakeUploader {
  /** Sends a take; `onProgress` gets 0..1; resolves once the server has it, rejects with an UploadError. */
  upload(take: KeptTake, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<void>;
}

/** The browser's connection, as the recorder waits for it. */
export interface ConnectionWatch {
  /** False when the browser knows it is offline. */
  isOnline(): boolean;
  /** Calls `onOnline` when the connection returns; answers a function that stops watching. */
  whenOnline(onOnline: () => void): () => void;
}

/** Everything the recorder needs from outside. */
export interface RecorderPorts {
  media: RecorderMedia;
  keeper: TakeKeeper;
  uploader: TakeUploader;
  /** Without it, a take that cannot be sent offline goes through the automatic retries and then fails as before. */
  connection?: ConnectionWatch;
  /** A fresh idempotency key (a UUID in the app). */
  newKey: () => string;
  /** Epoch milliseconds. */
  now: () => number;
}
