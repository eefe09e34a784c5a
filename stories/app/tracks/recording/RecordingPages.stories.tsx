import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { FifthTrackAnswer, FifthTrackAttempt, Recitation, SecondTrack, SecondTrackAnswer } from '../../../../src/app/api/recording';
import { FatihahLoader } from '../../../../src/app/features/tracks/fifth/FatihahPage';
import { RecordingLoader } from '../../../../src/app/features/tracks/second/RecordingPage';
import { SessionStory, StoryRouter, contestant, failedLoadLogged, fontLoaders, signedInContext, storyLoad, type StoryAnswer } from '../../layout/storyContext';
import { toneUrl } from '../../../support/tone';

const clipUrl = toneUrl(7);

// The two recording tracks' pages around their data (`/recording` and `/recording/fatihah`): loading, failed, no
// competition, and every status of the contestant's set and attempts, as the API answers them.

const AT = Date.parse('2026-03-04T16:20:00Z');

/** The recitations as the API answers them, in the reader's language (the seed's five). */
const recitationsIn = (language: string): Recitation[] =>
  [
    ['سورة الفاتحة', 'Al-Fatiha', 'الفاتحة', 1, 1, 7],
    ['سورة الملك ١–٥', 'Al-Mulk 1–5', 'الملك', 67, 1, 5],
    ['سورة الرحمن ١–١٣', 'Ar-Rahman 1–13', 'الرحمن', 55, 1, 13],
    ['سورة يس ١–١٢', 'Ya-Sin 1–12', 'يس', 36, 1, 12],
    ['سورة الكهف ١–٥', 'Al-Kahf 1–5', 'الكهف', 18, 1, 5],
  ].map(([ar, en, surah, surahNumber, from, to], index) => ({
    id: index + 1,
    title: String(language === 'en' ? en : ar),
    surah: String(surah),
    surah_number: Number(surahNumber),
    from_ayah: Number(from),
    to_ayah: Number(to),
    is_fatihah: index === 0,
    order: index + 1,
  }));

/** A set with the first `recorded` recitations recorded. */
const setOf = (recorded: number, status: SecondTrack['status'] = 'recording', refusal?: string): SecondTrack => ({
  status,
  required_clips: 5,
  submitted_at: status === 'recording' ? null : '2026-03-04 19:20',
  submittedAt: status === 'recording' ? null : AT,
  ...(refusal ? { refusal_reason: refusal } : {}),
  clips: Array.from({ length: recorded }, (_, index) => ({
    id: 40 + index,
    recitation_id: index + 1,
    // A real file, so every player shows ready with its length (a missing one would fail, sooner or later).
    audio_url: clipUrl,
    mime_type: 'audio/webm' as const,
    size_bytes: 182_000,
    created_at: '2026-03-04 19:00',
    updated_at: '2026-03-04 19:00',
    updatedAt: AT,
  })),
});

const attempt = (number: number, status: FifthTrackAttempt['status'], extra: Partial<FifthTrackAttempt> = {}): FifthTrackAttempt => ({
  id: 70 + number,
  attempt_number: number,
  audio_url: clipUrl,
  mime_type: 'audio/webm',
  status,
  degree: null,
  created_at: '2026-03-04 19:20',
  createdAt: AT - (3 - number) * 86_400_000,
  ...extra,
});

type Submit = 'never' | 'refused' | 'fails' | 'accepts';
type Props = { page: 'second' | 'fifth'; mode: StoryAnswer; recorded?: number; status?: SecondTrack['status']; refusal?: string; submit?: Submit; attempts?: FifthTrackAttempt[] };

function RecordingPages({ page, mode, recorded = 0, status = 'recording', refusal, submit = 'refused', attempts = [] }: Props) {
  const { i18n } = useTranslation();
  const second: SecondTrackAnswer = { kind: 'track', recitations: recitationsIn(i18n.language), track: setOf(recorded, status, refusal) };
  const fifth: FifthTrackAnswer = { kind: 'attempts', attempts, allowed: 3 };
  const refused = i18n.language === 'en' ? 'Record all five recitations before submitting.' : 'سجّل التلاوات الخمس كلها قبل الإرسال.';
  return (
    <SessionStory value={{ signedIn: 'idle' }} context={signedInContext(contestant)}>
      <StoryRouter path={page === 'second' ? '/recording' : '/recording/fatihah'}>
        {page === 'second' ? (
          <RecordingLoader
            load={storyLoad<SecondTrackAnswer>(mode, second, { kind: 'noCompetition' })}
            submit={
              submit === 'never'
                ? () => new Promise(() => {})
                : submit === 'fails'
                  ? async () => Promise.reject(new Error('offline'))
                  : submit === 'accepts'
                    ? async () => ({ kind: 'submitted', track: setOf(recorded, 'submitted') })
                    : async () => ({ kind: 'refused', message: refused })
            }
          />
        ) : (
          <FatihahLoader load={storyLoad<FifthTrackAnswer>(mode, fifth, { kind: 'notStarted' })} />
        )}
      </StoryRouter>
    </SessionStory>
  );
}

const meta = {
  title: 'App/Tracks/RecordingPages',
  loaders: fontLoaders,
  component: RecordingPages,
  args: { page: 'second', mode: 'loaded' },
} satisfies Meta<typeof RecordingPages>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------- /recording, the second track

export const SecondLoading: Story = { args: { mode: 'never' } };
export const SecondFailed: Story = {
  args: { mode: 'fails' },
  parameters: failedLoadLogged,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
  },
};
export const SecondNoCompetition: Story = { args: { mode: 'none' }, globals: { locale: 'en' } };
/** Nothing recorded yet: each recitation's own "Record" and a submit button that waits for all five. */
export const SecondNothingRecorded: Story = {
  args: { recorded: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link', { name: 'سجّل' })).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'سلّم التسجيلات الخمسة' })).toBeDisabled();
  },
};
export const SecondThreeRecorded: Story = { args: { recorded: 3 }, globals: { locale: 'en' } };
export const SecondReadyToSubmit: Story = {
  args: { recorded: 5 },
  parameters: { machineStates: ['setSubmission.ready'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'سلّم التسجيلات الخمسة' })).toBeEnabled();
  },
};
/** One tap on submit asks first, as the quiz does: the set is final once submitted. Nothing is sent until confirmed. */
export const SecondConfirming: Story = {
  args: { recorded: 5, submit: 'never' },
  parameters: { machineStates: ['setSubmission.confirming'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'سلّم التسجيلات الخمسة' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'تسليم التسجيلات الخمسة؟' });
    await expect(within(dialog).getByText(/لا يمكن تسجيل أي تلاوة من جديد/)).toBeInTheDocument();
    await expect(canvas.queryByRole('status', { name: 'نسلّم…' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'نعم، سلّمها' })).toBeInTheDocument();
  },
};
export const SecondConfirmingEnglish: Story = {
  args: { recorded: 5, submit: 'never' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Submit the five recordings' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Submit the five recordings?' });
    // Not now: back to the button, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Submit the five recordings' })).toBeEnabled();
  },
};

/** Confirms the dialog the submit button opened. */
async function submitAndConfirm(canvasElement: HTMLElement, submit: string, confirm: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: submit }));
  await userEvent.click(await within(document.body).findByRole('button', { name: confirm }));
}

export const SecondSubmitting: Story = {
  args: { recorded: 5, submit: 'never' },
  globals: { locale: 'en' },
  parameters: { machineStates: ['setSubmission.sending'] },
  play: async ({ canvasElement }) => {
    await submitAndConfirm(canvasElement, 'Submit the five recordings', 'Yes, submit them');
    // The design system's pending button: it keeps its place and focus, says it is sending, and takes no second press.
    const button = within(canvasElement).getByRole('button', { name: /Submit the five recordings/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'Submitting…' })).toBeInTheDocument();
  },
};
/** The server refused the set: its reason, in the user's language, above the button and focused, and the clips kept. */
export const SecondSubmitRefused: Story = {
  args: { recorded: 5, submit: 'refused' },
  parameters: { machineStates: ['setSubmission.refused'] },
  play: async ({ canvasElement }) => {
    await submitAndConfirm(canvasElement, 'سلّم التسجيلات الخمسة', 'نعم، سلّمها');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('سجّل التلاوات الخمس كلها قبل الإرسال.');
    await expect(alert).toHaveFocus();
  },
};
/** No answer from the server: the set was not submitted, said where the button is, and it can be asked again. */
export const SecondSubmitFailed: Story = {
  args: { recorded: 5, submit: 'fails' },
  globals: { locale: 'en' },
  parameters: { machineStates: ['setSubmission.failed'] },
  play: async ({ canvasElement }) => {
    await submitAndConfirm(canvasElement, 'Submit the five recordings', 'Yes, submit them');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The set was not submitted.');
    await expect(within(canvasElement).getByRole('button', { name: 'Submit the five recordings' })).toBeEnabled();
  },
};
/** Received: the status at the top of the page is brought into view and focused, not left off-screen. */
export const SecondJustSubmitted: Story = {
  args: { recorded: 5, submit: 'accepts' },
  parameters: { machineStates: ['setSubmission.submitted'] },
  play: async ({ canvasElement }) => {
    await submitAndConfirm(canvasElement, 'سلّم التسجيلات الخمسة', 'نعم، سلّمها');
    const heading = await within(canvasElement).findByRole('heading', { name: 'مشاركتك' });
    await expect(heading).toHaveFocus();
    await expect(within(canvasElement).queryByRole('button', { name: 'سلّم التسجيلات الخمسة' })).toBeNull();
  },
};
export const SecondReceived: Story = { args: { recorded: 5, status: 'submitted' } };
export const SecondAccepted: Story = { args: { recorded: 5, status: 'accepted' }, globals: { locale: 'en' } };
export const SecondRefused: Story = {
  args: { recorded: 5, status: 'refused', refusal: 'التلاوة الثالثة غير واضحة، والتسجيل فيه ضجيج.' },
};

// ---------------------------------------------------------------- /recording/fatihah, the fifth track

export const FifthLoading: Story = { args: { page: 'fifth', mode: 'never' } };
export const FifthFailed: Story = { args: { page: 'fifth', mode: 'fails' }, parameters: failedLoadLogged, globals: { locale: 'en' } };
export const FifthNotStarted: Story = { args: { page: 'fifth', mode: 'none' } };
export const FifthNoAttempts: Story = {
  args: { page: 'fifth', attempts: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'سجّل محاولة' })).toBeInTheDocument();
  },
};
export const FifthPending: Story = { args: { page: 'fifth', attempts: [attempt(1, 'pending')] }, globals: { locale: 'en' } };
export const FifthRefusedOnce: Story = {
  args: { page: 'fifth', attempts: [attempt(2, 'pending'), attempt(1, 'failed', { refusal_reason: 'لم تكتمل الآية السابعة.' })] },
};
export const FifthAccepted: Story = {
  args: { page: 'fifth', attempts: [attempt(2, 'success', { degree: 94 }), attempt(1, 'inactive')] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'سجّل محاولة' })).not.toBeInTheDocument();
  },
};
export const FifthNoneLeft: Story = {
  args: {
    page: 'fifth',
    attempts: [
      attempt(3, 'failed', { refusal_reason: 'The recording cuts off mid-verse.' }),
      attempt(2, 'failed', { refusal_reason: 'Too much background noise.' }),
      attempt(1, 'failed', { refusal_reason: 'Verse 5 was skipped.' }),
    ],
  },
  globals: { locale: 'en' },
};
