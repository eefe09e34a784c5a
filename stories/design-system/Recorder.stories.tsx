import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fontLoaders } from '../app/layout/storyContext';
import { RecorderIn, storyContext } from './recorderStory';

// One story per state of the recorder machine (src/machines/recorder), in Arabic and in English.
const meta = {
  title: 'Design system/Recorder',
  loaders: fontLoaders,
  component: RecorderIn,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecorderIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Looking in the browser's storage for a take the server never acknowledged. */
export const Restoring: Story = {
  args: { state: 'restoring', context: {} },
  parameters: { machineStates: ['recorder.restoring'] },
};
export const RestoringEnglish: Story = { args: Restoring.args, globals: { locale: 'en' } };

/** Why the microphone is needed, before the browser asks. */
/**
 * The fifth track after an attempt was sent and awaits review: a new attempt replaces it (only the newest is reviewed),
 * said and confirmed before the microphone is asked for again.
 */
export const ReplacingPendingAttempt: Story = {
  args: { state: 'replacing', context: { checked: false, replacesPending: true } },
  parameters: { machineStates: ['recorder.replacing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/تُحكَّم أحدث محاولة فقط/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'السماح باستخدام الميكروفون' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'سجّل محاولة جديدة بدلها' })).toBeInTheDocument();
  },
};
export const ReplacingPendingAttemptEnglish: Story = { args: ReplacingPendingAttempt.args, globals: { locale: 'en' } };

export const Explaining: Story = {
  args: { state: 'explaining', context: { checked: false } },
  parameters: { machineStates: ['recorder.explaining'] },
};
export const ExplainingEnglish: Story = { args: Explaining.args, globals: { locale: 'en' } };

/** The page was hidden during the check: the microphone was released. */
export const ExplainingAfterHidden: Story = {
  args: { state: 'explaining', context: { checked: false, notice: 'hidden' } },
};
export const ExplainingAfterHiddenEnglish: Story = { args: ExplainingAfterHidden.args, globals: { locale: 'en' } };

/** The browser's permission prompt is up. */
export const Asking: Story = {
  args: { state: 'asking', context: { checked: false } },
  parameters: { machineStates: ['recorder.asking'] },
};
export const AskingEnglish: Story = { args: Asking.args, globals: { locale: 'en' } };

/** Refused: how to allow it again in this browser, and a retry. */
export const Denied: Story = {
  args: { state: 'denied', context: { microphoneError: 'denied' } },
  parameters: { machineStates: ['recorder.denied'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'حاول مرة أخرى' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('listitem')).toBeInTheDocument();
  },
};
export const DeniedEnglish: Story = { args: Denied.args, globals: { locale: 'en' } };

/** No microphone: a clear message and a retry. */
export const NoMicrophone: Story = {
  args: { state: 'noMicrophone', context: { microphoneError: 'noMicrophone' } },
  parameters: { machineStates: ['recorder.noMicrophone'] },
};
export const NoMicrophoneEnglish: Story = { args: NoMicrophone.args, globals: { locale: 'en' } };

/** Another app holds the microphone. */
export const MicrophoneBusy: Story = {
  args: { state: 'noMicrophone', context: { microphoneError: 'busy' } },
};
export const MicrophoneBusyEnglish: Story = { args: MicrophoneBusy.args, globals: { locale: 'en' } };

/** The microphone check: live meter and the input chooser. */
export const Checking: Story = {
  args: { state: { microphone: 'checking' }, context: { checked: false } },
  parameters: { machineStates: ['recorder.microphone.checking'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
  },
};
export const CheckingEnglish: Story = { args: Checking.args, globals: { locale: 'en' } };

/** The meter warns: too quiet. */
export const CheckingTooQuiet: Story = {
  args: { state: { microphone: 'checking' }, context: { checked: false, level: 0.05, levelWarning: 'quiet' } },
};
export const CheckingTooQuietEnglish: Story = { args: CheckingTooQuiet.args, globals: { locale: 'en' } };

/** The meter warns: clipping. */
export const CheckingClipping: Story = {
  args: { state: { microphone: 'checking' }, context: { checked: false, level: 1, levelWarning: 'clipping' } },
};
export const CheckingClippingEnglish: Story = { args: CheckingClipping.args, globals: { locale: 'en' } };

/** The meter warns: nothing heard. */
export const CheckingSilent: Story = {
  args: { state: { microphone: 'checking' }, context: { checked: false, level: 0, levelWarning: 'silent' } },
};
export const CheckingSilentEnglish: Story = { args: CheckingSilent.args, globals: { locale: 'en' } };

/** Ready: the text, the meter, the start button. */
export const Ready: Story = {
  args: { state: { microphone: 'ready' }, context: {} },
  parameters: { machineStates: ['recorder.microphone.ready'] },
};
export const ReadyEnglish: Story = { args: Ready.args, globals: { locale: 'en' } };

/** Recording: the verses, elapsed against expected, the maximum, stop. */
export const Recording: Story = {
  args: { state: { microphone: { taking: 'recording' } }, context: {} },
  parameters: { machineStates: ['recorder.microphone.taking.recording'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'إيقاف' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('جارٍ التسجيل، ٠:٣٠');
  },
};
export const RecordingEnglish: Story = { args: Recording.args, globals: { locale: 'en' } };

/** The recorder hands over its last chunk. */
export const Stopping: Story = {
  args: { state: { microphone: { taking: 'stopping' } }, context: {} },
  parameters: { machineStates: ['recorder.microphone.taking.stopping'] },
};
export const StoppingEnglish: Story = { args: Stopping.args, globals: { locale: 'en' } };

/** Decoding the take for its real duration and waveform. */
export const Analysing: Story = {
  args: { state: 'analysing', context: {} },
  parameters: { machineStates: ['recorder.analysing'] },
};
export const AnalysingEnglish: Story = { args: Analysing.args, globals: { locale: 'en' } };

/** Playback with the waveform and the real duration; send or record again. */
export const Recorded: Story = {
  args: { state: 'recorded', context: {} },
  parameters: { machineStates: ['recorder.recorded'] },
};
export const RecordedEnglish: Story = { args: Recorded.args, globals: { locale: 'en' } };

/** A take kept from before a reload, offered back. */
export const RecordedRestored: Story = {
  args: { state: 'recorded', context: { take: { ...storyContext.take!, restored: true } } },
};
export const RecordedRestoredEnglish: Story = { args: RecordedRestored.args, globals: { locale: 'en' } };

/** Too short to send: record again. */
export const RecordedTooShort: Story = {
  args: { state: 'recorded', context: { analysis: { durationMs: 2_000, peaks: storyContext.analysis!.peaks.slice(0, 8) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'إرسال' })).toBeDisabled();
  },
};
export const RecordedTooShortEnglish: Story = { args: RecordedTooShort.args, globals: { locale: 'en' } };

/** The input was muted mid-take: stopped, kept, with a message. */
export const Interrupted: Story = {
  args: { state: 'interrupted', context: { stopReason: 'muted' } },
  parameters: { machineStates: ['recorder.interrupted'] },
};
export const InterruptedEnglish: Story = { args: Interrupted.args, globals: { locale: 'en' } };

/** Sending, with a progress bar and cancel. */
export const Uploading: Story = {
  args: { state: 'uploading', context: {} },
  parameters: { machineStates: ['recorder.uploading'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
  },
};
export const UploadingEnglish: Story = { args: Uploading.args, globals: { locale: 'en' } };

/** A dropped connection: sent again by itself shortly. */
export const WaitingToRetry: Story = {
  args: { state: 'waitingToRetry', context: { uploadRetries: 1, error: 'network' } },
  parameters: { machineStates: ['recorder.waitingToRetry'] },
};
export const WaitingToRetryEnglish: Story = { args: WaitingToRetry.args, globals: { locale: 'en' } };

/** Offline: the take is kept and waits for the connection; it is sent by itself when the connection returns. */
export const WaitingForConnection: Story = {
  args: { state: 'waitingForConnection', context: { error: 'network' } },
  parameters: { machineStates: ['recorder.waitingForConnection'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/محفوظ على هذا الجهاز/)[0]).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'لا ترسله الآن' })).toBeVisible();
  },
};
export const WaitingForConnectionEnglish: Story = { args: WaitingForConnection.args, globals: { locale: 'en' } };

/** The server has the take. */
export const Uploaded: Story = {
  args: { state: 'uploaded', context: { uploadProgress: 1 } },
  parameters: { machineStates: ['recorder.uploaded'] },
};
export const UploadedEnglish: Story = { args: Uploaded.args, globals: { locale: 'en' } };

/** Refused: why, in the contestant's language; send again or record again. */
export const Failed: Story = {
  args: { state: 'failed', context: { error: 'tooLong', serverMessage: null } },
  parameters: { machineStates: ['recorder.failed'] },
};
export const FailedEnglish: Story = { args: Failed.args, globals: { locale: 'en' } };

/** A take that cannot be decoded: only recording again. */
export const FailedUnreadable: Story = {
  args: { state: 'failed', context: { error: 'unreadable' } },
};
export const FailedUnreadableEnglish: Story = { args: FailedUnreadable.args, globals: { locale: 'en' } };
