import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, within } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import type { AppointmentRequest } from '../../../src/app/api/appointments';
import { BookingView } from '../../../src/app/features/tracks/appointment/BookingPage';
import { detailsFormFor } from '../../../src/app/features/tracks/appointment/ContestantDetailsForm';
import { RequestOutcomeView } from '../../../src/app/features/tracks/appointment/outcomes/RequestOutcome';
import { TrackIntroView } from '../../../src/app/features/tracks/appointment/TrackIntroPage';
import {
  bookingMachine,
  type BookingContext,
  type BookingData,
  type BookingSlot,
  type BookingTrack,
  type ConfirmInput,
  type ConfirmResult,
  type FormValues,
  type HoldResult,
} from '../../../src/machines';
import { formContext } from '../auth/formStory';
import { StoryRouter, fontLoaders } from '../layout/storyContext';

// A fixed "now" and slots around it, so every picture is the same: 1 March 2026, slots on the 3rd and 4th (Mecca time).
const NOW = Date.parse('2026-03-01T09:00:00Z');
const slot = (id: number, iso: string, seatsLeft = 2): BookingSlot => ({ id, startsAt: Date.parse(iso), capacity: 2, seatsLeft });
const slots: BookingSlot[] = [
  slot(11, '2026-03-03T18:00:00+03:00', 1),
  slot(12, '2026-03-03T18:30:00+03:00'),
  slot(13, '2026-03-03T20:00:00+03:00'),
  slot(14, '2026-03-04T19:30:00+03:00'),
];
const levels = [
  { id: 1, title: 'ثلاثة أجزاء', description: 'حفظ ثلاثة أجزاء من القرآن الكريم' },
  { id: 2, title: 'خمسة أجزاء', description: 'حفظ خمسة أجزاء من القرآن الكريم' },
  { id: 3, title: 'عشرة أجزاء', description: 'حفظ عشرة أجزاء من القرآن الكريم' },
  { id: 4, title: 'القرآن كاملًا', description: 'حفظ القرآن الكريم كاملًا' },
];
const baseContext: BookingContext = {
  track: 'third',
  levels,
  slots,
  openRequest: null,
  levelId: 2,
  date: '2026-03-03',
  slotId: null,
  hold: null,
  now: NOW,
  notice: null,
  clash: null,
  rejection: null,
  requestId: null,
};
const details: FormValues<'contestantDetails'> = {
  phone: '966501234567',
  gender: 'female',
  country: 'SA',
  nationality: 'SA',
  birth_date: '2001-04-12',
  national_id_type: 'national_id',
  id_number: '1012345678',
  id_name: 'مريم يوسف الحداد',
};
const held = { ...baseContext, slotId: 12, hold: { id: 40, slotId: 12, expiresAt: NOW + 272_000 } };

/** A call that never answers, so the story stays in its state. */
const never = <T,>(): Promise<T> => new Promise<T>(() => {});

type BookingState = 'loading' | 'loadFailed' | 'choosing' | 'holding' | 'held' | 'confirming' | 'refreshing' | 'booked';
type FormState = 'editing' | 'sending' | 'sent';

/** The booking machine resolved in `state` (its calls never answer, its clock never ticks), with the details form. */
function BookingIn({ state, context, form = 'editing' }: { state: BookingState; context: BookingContext; form?: FormState }) {
  const logic = bookingMachine.provide({
    actors: {
      loadBooking: fromPromise<BookingData, { track: BookingTrack }>(never),
      loadSlots: fromPromise<readonly BookingSlot[], { track: BookingTrack }>(never),
      holdSlot: fromPromise<HoldResult, { track: BookingTrack; slotId: number }>(never),
      releaseHold: fromPromise<void, { track: BookingTrack; holdId: number }>(never),
      confirmBooking: fromPromise<ConfirmResult, ConfirmInput>(never),
      ticker: fromCallback(() => {}),
    },
  });
  const booking = useActorRef(logic, { input: { track: context.track, now: NOW }, snapshot: logic.resolveState({ value: state, context }) });
  const formLogic = detailsFormFor(booking, 'اختر المستوى أولًا.');
  const detailsForm = useActorRef(formLogic, { snapshot: formLogic.resolveState({ value: form, context: formContext<'contestantDetails'>(details) }) });
  return (
    <StoryRouter path="/saving">
      <div style={{ maxInlineSize: '44rem', marginInline: 'auto', display: 'grid', gap: 16, padding: 16 }}>
        <BookingView booking={booking} form={detailsForm} />
      </div>
    </StoryRouter>
  );
}

const meta = {
  title: 'App/Booking/Booking',
  loaders: fontLoaders,
  component: BookingIn,
  parameters: { layout: 'fullscreen' },
  args: { state: 'choosing', context: baseContext },
} satisfies Meta<typeof BookingIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Levels, slots and the request are loading. */
export const Loading: Story = { args: { state: 'loading' }, parameters: { machineStates: ['booking.loading'] } };

/** They could not be loaded: try again. */
export const LoadFailed: Story = {
  args: { state: 'loadFailed' },
  parameters: { machineStates: ['booking.loadFailed'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** Level, calendar (Hijri day under each date) and the day's free times in Mecca time. */
export const Choosing: Story = {
  parameters: { machineStates: ['booking.choosing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
export const ChoosingEnglish: Story = { globals: { locale: 'en' } };

/** Someone took the last seat first: told so, with fresh times. */
export const SlotTaken: Story = { args: { context: { ...baseContext, notice: 'slotTaken' } }, parameters: { machineStates: ['booking.choosing'] } };
export const SlotTakenEnglish: Story = { ...SlotTaken, globals: { locale: 'en' } };

/** The chosen time overlaps the contestant's fourth-track test: the server's sentence names it (in view, focused); level and day are kept. */
export const SlotClash: Story = {
  args: {
    context: {
      ...baseContext,
      clash: 'يتداخل هذا الموعد مع اختبارك في المسار الرابع يوم الثلاثاء، ٣ مارس في ٦:٣٠ م بتوقيت مكة المكرمة؛ اختر موعدًا لا يتداخل معه',
    },
  },
  parameters: { machineStates: ['booking.choosing'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('يتداخل هذا الموعد مع اختبارك في المسار الرابع');
    // The slot pressed is further down: the sentence is brought into view and focused.
    await expect(page.getByRole('alert')).toHaveFocus();
    await expect(page.getByRole('radio', { name: /خمسة أجزاء/ })).toBeChecked();
  },
};
export const SlotClashEnglish: Story = {
  args: { context: { ...baseContext, clash: 'This time overlaps your fourth track test on Tuesday 3 March at 6:30 pm Mecca time; choose a time that does not overlap it' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This time overlaps your fourth track test on Tuesday 3 March at 6:30 pm Mecca time');
  },
};

/** Holding the chosen time. */
export const Holding: Story = { args: { state: 'holding', context: { ...baseContext, slotId: 12 } }, parameters: { machineStates: ['booking.holding'] } };

/** Fetching the free times again (after focus, a lapsed hold, or a time taken). */
export const Refreshing: Story = { args: { state: 'refreshing', context: { ...baseContext, notice: 'holdExpired' } }, parameters: { machineStates: ['booking.refreshing'] } };

/** The time is held with its countdown; the details are filled in from the account. */
export const Held: Story = {
  args: { state: 'held', context: held },
  parameters: { machineStates: ['booking.held', 'contestantDetailsForm.editing'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer').querySelector('time')).toHaveAttribute('datetime', 'PT4M32S');
    // The details form arrives with its own chunk.
    await within(canvasElement).findByRole('button', { name: /تأكيد الطلب|Confirm request/ });
  },
};
export const HeldEnglish: Story = { ...Held, globals: { locale: 'en' } };

/** Confirming: the form is sending. */
export const Confirming: Story = {
  args: { state: 'confirming', context: held, form: 'sending' },
  parameters: { machineStates: ['booking.confirming', 'contestantDetailsForm.sending'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /تأكيد الطلب/ })).toHaveAttribute('data-pending', 'true');
  },
};

/** Moving an open request: no details, the new time confirmed as is. */
export const Reschedule: Story = {
  args: { state: 'held', context: { ...held, openRequest: { id: 9, slotId: 14, levelId: 2, appointmentAt: slots[3]!.startsAt } }, form: 'sent' },
  parameters: { machineStates: ['contestantDetailsForm.sent'] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: /تأكيد الموعد الجديد|Confirm the new time/ });
  },
};
export const RescheduleEnglish: Story = { ...Reschedule, globals: { locale: 'en' } };

/** Booked: the page moves on to the request's outcome page. */
export const Booked: Story = { args: { state: 'booked', context: { ...baseContext, requestId: 77 } }, parameters: { machineStates: ['booking.booked'] } };

// ------------------------------------------------------------------ outcomes and introductions (no machine)

const request = (status: AppointmentRequest['status'], extra: Partial<AppointmentRequest> = {}): AppointmentRequest => ({
  id: 31,
  track: 'third',
  level: levels[1]!,
  status,
  appointmentAt: slots[1]!.startsAt,
  meetingUrl: null,
  refusalReason: null,
  degree: null,
  slotId: 12,
  details: null,
  decidedAt: null,
  changeUntil: status === 'pending' || status === 'approved' ? slots[1]!.startsAt - 12 * 3_600_000 : null,
  ...extra,
});

function Outcome({ value }: { value: AppointmentRequest }) {
  return (
    <StoryRouter path="/success-send">
      <div style={{ maxInlineSize: '44rem', marginInline: 'auto', display: 'grid', gap: 16, padding: 16 }}>
        <RequestOutcomeView request={value} onCancelled={() => {}} />
      </div>
    </StoryRouter>
  );
}

/** The heading names the track; the change deadline says Mecca time; the calendar file's name reads left to right. */
export const OutcomePending: StoryObj<typeof Outcome> = {
  render: () => <Outcome value={request('pending')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('أُرسل طلبك في المسار الثالث وهو بانتظار الموافقة');
    await expect(canvas.getByText(/حتى .+ بتوقيت مكة\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /\u2066\.ics\u2069/ })).toBeVisible();
  },
};
export const OutcomePendingEnglish: StoryObj<typeof Outcome> = {
  render: () => <Outcome value={request('pending')} />,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Your third-track request is sent and awaiting approval');
    await expect(canvas.getByText(/until .+ Mecca time\.$/)).toBeVisible();
  },
};
export const OutcomeApproved: StoryObj<typeof Outcome> = { render: () => <Outcome value={request('approved', { meetingUrl: 'https://meet.example.com/qc-31' })} /> };
export const OutcomePassed: StoryObj<typeof Outcome> = { render: () => <Outcome value={request('success', { degree: 94 })} /> };
export const OutcomePassedEnglish: StoryObj<typeof Outcome> = {
  ...OutcomePassed,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Congratulations! You passed the third-track test');
  },
};
export const OutcomeRefused: StoryObj<typeof Outcome> = {
  render: () => <Outcome value={request('refused', { refusalReason: 'بيانات الهوية لا تطابق الاسم المسجّل.' })} />,
};
export const OutcomeFailedEnglish: StoryObj<typeof Outcome> = { render: () => <Outcome value={request('failed')} />, globals: { locale: 'en' } };

function Intro({ applied, meetingUrl = null }: { applied: boolean; meetingUrl?: string | null }) {
  return (
    <StoryRouter path="/pre-saving">
      <div style={{ maxInlineSize: '44rem', marginInline: 'auto', display: 'grid', gap: 16, padding: 16 }}>
        <TrackIntroView track="third" levels={levels} answer={applied ? { kind: 'request', request: request('approved', { meetingUrl }) } : { kind: 'notStarted' }} />
      </div>
    </StoryRouter>
  );
}

export const Introduction: StoryObj<typeof Intro> = { render: () => <Intro applied={false} /> };
export const IntroductionEnglish: StoryObj<typeof Intro> = { ...Introduction, globals: { locale: 'en' } };
export const IntroductionApplied: StoryObj<typeof Intro> = { render: () => <Intro applied /> };
/** Accepted with its meeting: the link is on the track's page, not only behind «تفاصيل الطلب». */
export const IntroductionAcceptedWithMeeting: StoryObj<typeof Intro> = {
  render: () => <Intro applied meetingUrl="https://meet.example.com/qc-31" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /ادخل إلى اللقاء/ })).toHaveAttribute('href', 'https://meet.example.com/qc-31');
  },
};
export const IntroductionAcceptedWithMeetingEnglish: StoryObj<typeof Intro> = {
  render: () => <Intro applied meetingUrl="https://meet.example.com/qc-31" />,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Join the meeting/ })).toHaveAttribute('href', 'https://meet.example.com/qc-31');
  },
};
