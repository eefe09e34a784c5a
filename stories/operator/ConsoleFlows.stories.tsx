// Every state of the console's flows (review, request decision, slots, draw step, publication, audit search), each view started in
// its machine's state; Arabic and English side by side, so axe checks both directions in one story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import { auditSearchMachine, type AuditSearchContext } from '../../src/machines/operator/auditSearch.machine';
import { drawStepMachine, type DrawStepContext } from '../../src/machines/operator/drawStep.machine';
import { publicationMachine } from '../../src/machines/operator/publication.machine';
import { requestDecisionMachine, type RequestDecisionContext } from '../../src/machines/operator/requestDecision.machine';
import { reviewMachine, type ReviewContext } from '../../src/machines/operator/review.machine';
import { slotOpeningMachine, type SlotOpeningContext } from '../../src/machines/operator/slotOpening.machine';
import type { Resource } from '../../src/api/useResource';
import type { Schemas } from '../../src/operator/api';
import { type AuditLog, AuditView } from '../../src/operator/AuditPanel';
import { DrawView } from '../../src/operator/DrawsPanel';
import { PublicationView } from '../../src/operator/MessagesPanel';
import { RequestView, SlotList, SlotsView } from '../../src/operator/RequestsPanel';
import { ReviewView } from '../../src/operator/ReviewsPanel';
import { useConsoleT } from '../../src/operator/useConsoleT';
import * as styles from '../../src/operator/console.css';

const ignore = () => {};


// ── review ──────────────────────────────────────────────────────────────────────────────────────────────────────────
const rubric = [
  { key: 'tajweed', max: 40 },
  { key: 'makharij', max: 30 },
  { key: 'fluency', max: 20 },
  { key: 'voice', max: 10 },
];
const reviewItem: Schemas['ReviewItem'] = {
  kind: 'second',
  item_id: 29,
  code: 'S-7KQ2-M4XD',
  submitted_at: '2026-11-23 18:00',
  verdicts: 1,
  verdicts_needed: 2,
  mine: null,
  status: 'open',
  tolerance: 10,
  rubric,
  my_scores: null,
  my_reason: null,
  recordings: [{ id: 1, label: 'Al-Fatiha', audio_url: 'about:blank', mime_type: 'audio/webm', duration_seconds: 42, quality_notes: ['Level: good'] }],
};
const scoring: Omit<ReviewContext, 'judgeable'> = { rubric, verdict: 'accept', scores: { tajweed: '36', makharij: '27', fluency: '18', voice: '9' }, reason: '', problem: null, refusal: null };

function Review({ languages, value, context, item = reviewItem }: { languages: Languages; value: string | Record<string, string>; context: Partial<ReviewContext>; item?: Schemas['ReviewItem'] }) {
  const state = reviewMachine.resolveState({ value, context: { ...scoring, judgeable: true, ...context } });
  return <InLanguages languages={languages}>{() => <ReviewView item={item} state={state} send={ignore} />}</InLanguages>;
}

// ── request decision and slots ──────────────────────────────────────────────────────────────────────────────────────
const request: Schemas['OperatorRequest'] = {
  id: 5,
  track: 'third',
  contestant_name: 'Maryam Al-Harbi',
  contestant_email: 'contestant@example.com',
  level_id: 2,
  level_title: 'Juz\' Amma',
  national_id_type: 'iqama',
  id_number: '2109876543',
  id_name: 'Maryam Saad Al-Harbi',
  appointment_at: '2026-12-01 18:00',
  slot_id: 3,
  status: 'pending',
  meeting_url: null,
  refusal_reason: null,
  degree: null,
  attendance: null,
  created_at: '2026-11-20 10:00',
  clashes_with: null,
};
/** The level's title as the server writes it in each console language. */
const levelTitles = { ar: 'جزء عمّ', en: 'Juz\' Amma' } as const;
/** The contestant's fourth-track test that overlaps this one (booked before the one-test-at-a-time rule). */
const overlapping: Schemas['OperatorRequest']['clashes_with'] = { id: 9, track: 'fourth', appointment_at: '2026-12-01 18:15', status: 'approved' };
const decision: RequestDecisionContext = { values: { meetingUrl: 'https://meet.example.com/qc', degree: '', reason: '' }, decision: null, clashes: false, refusal: null };

function RequestIn({ request: r, state }: { request: Schemas['OperatorRequest']; state: Parameters<typeof RequestView>[0]['state'] }) {
  const { language } = useConsoleT();
  return <RequestView request={{ ...r, level_title: levelTitles[language] }} state={state} send={ignore} />;
}

function Request({
  languages,
  value,
  context,
  status = 'pending',
  clash = false,
  personal = true,
}: {
  languages: Languages;
  value: string | Record<string, string>;
  context?: Partial<RequestDecisionContext>;
  status?: 'pending' | 'approved';
  /** The contestant's other open request overlaps this one. */
  clash?: boolean;
  /** The role sees contestants' ID (else the server sends nulls). */
  personal?: boolean;
}) {
  const state = requestDecisionMachine.resolveState({ value, context: { ...decision, clashes: clash, ...context } });
  const shown: Schemas['OperatorRequest'] = {
    ...request,
    status,
    ...(status === 'approved' ? { meeting_url: 'https://meet.example.com/qc' } : {}),
    ...(clash ? { clashes_with: overlapping } : {}),
    ...(personal ? {} : { national_id_type: null, id_number: null, id_name: null }),
  };
  return (
    <InLanguages languages={languages}>
      {() => (
        <ul className={styles.list}>
          <RequestIn request={shown} state={state} />
        </ul>
      )}
    </InLanguages>
  );
}

const slots: Schemas['OperatorSlot'][] = [
  { id: 1, track: 'third', starts_at: '2026-12-01 18:00', capacity: 2, taken: 0 },
  { id: 2, track: 'fourth', starts_at: '2026-12-02 20:30', capacity: 3, taken: 1 },
];
const slotForm: SlotOpeningContext = { track: 'third', startsAt: '2026-12-03 18:00', capacity: '2', refusal: null };

function Slots({ languages, value, context }: { languages: Languages; value: string | Record<string, string>; context?: Partial<SlotOpeningContext> }) {
  const state = slotOpeningMachine.resolveState({ value, context: { ...slotForm, ...context } });
  return (
    <InLanguages languages={languages}>
      {() => (
        <SlotsView state={state} send={ignore}>
          <SlotList slots={slots} send={ignore} />
        </SlotsView>
      )}
    </InLanguages>
  );
}

// ── draw step ───────────────────────────────────────────────────────────────────────────────────────────────────────
const draw: Schemas['OperatorDraw'] = { track: 'second', stage: 'committed', source: 'operatorSecret', candidates: 28, winner_count: 20, certificates: 0 };
const drawStep: DrawStepContext = { step: null, secret: '', refusal: null };

function Draw({
  languages,
  value,
  context,
  stage = 'committed',
  certificates = 0,
}: {
  languages: Languages;
  value: string | Record<string, string>;
  context?: Partial<DrawStepContext>;
  stage?: Schemas['OperatorDraw']['stage'];
  certificates?: number;
}) {
  const state = drawStepMachine.resolveState({ value, context: { ...drawStep, ...context } });
  return (
    <InLanguages languages={languages}>
      {() => (
        <ul className={styles.list}>
          <DrawView draw={{ ...draw, stage, certificates }} state={state} send={ignore} />
        </ul>
      )}
    </InLanguages>
  );
}

// ── publication ─────────────────────────────────────────────────────────────────────────────────────────────────────
const impression: Schemas['OperatorMessage'] = {
  id: 9,
  type: 'impression',
  name: 'Khalid',
  email: 'khalid@example.com',
  content: 'التسجيل سهل والمراجعة سريعة',
  created_at: '2026-11-22 12:00',
  author_took_part: true,
  published: false,
};

function Publication({ languages, value, failure = null, tookPart = true }: { languages: Languages; value: string; failure?: { message: string | null } | null; tookPart?: boolean }) {
  const published = value === 'published' || value === 'unpublishing';
  const state = publicationMachine.resolveState({ value, context: { published, failure } });
  return (
    <InLanguages languages={languages}>
      {() => (
        <ul className={styles.list}>
          <li className={styles.item}>
            <p>{impression.content}</p>
            <PublicationView message={{ ...impression, published, author_took_part: tookPart }} state={state} send={ignore} />
          </li>
        </ul>
      )}
    </InLanguages>
  );
}

// ── audit log ───────────────────────────────────────────────────────────────────────────────────────────────────────
const requestFields = { status: 'pending', slot_id: 3, appointment_at: '2026-12-01 18:00', meeting_url: null, attendance: null, degree: null, refusal_reason: null };
const auditEntry = (id: number, action: string, subject_type: string, subject_id: string, before: Schemas['AuditEntry']['before'], after: Schemas['AuditEntry']['after']): Schemas['AuditEntry'] => ({
  id,
  operator_name: 'Huda Al-Qahtani',
  operator_email: 'operator@example.com',
  action,
  subject_type,
  subject_id,
  before,
  after,
  created_at: '2026-11-26 10:15',
});
const auditEntries: Schemas['AuditEntry'][] = [
  auditEntry(41, 'draw.certificates', 'draw', '3/second', { stage: 'published', certificates: 0 }, { stage: 'published', certificates: 31, issued: 31 }),
  auditEntry(40, 'draw.publish', 'draw', '3/second', { stage: 'drawn' }, { stage: 'published', winners: 20 }),
  auditEntry(39, 'request.accept', 'thirdTrackRequest', '5', requestFields, {
    ...requestFields,
    status: 'approved',
    meeting_url: 'https://meet.example.com/quran-competition-third-track-test-room-for-request-number-five',
  }),
  auditEntry(38, 'review.refuse', 'fifthTrackAttempt', '512', { verdicts: 1 }, { verdict: 'refuse', scores: { tajweed: 10 }, total: 40, reason: 'أخطاء في المدود' }),
  auditEntry(37, 'operator.disable', 'operator', '4', { active: true }, { active: false }),
];

function Audit({ languages, value, context, log }: { languages: Languages; value: string; context?: Partial<AuditSearchContext>; log: Resource<AuditLog> }) {
  const search = auditSearchMachine.resolveState({ value, context: { typed: '', query: '', ...context } });
  return <InLanguages languages={languages}>{() => <AuditView search={search} send={ignore} log={log} retry={ignore} />}</InLanguages>;
}

/** An element whose own text, read without the direction isolates around the record's words, is `text`. */
const readAs = (text: string) => (_: string, element: Element | null) => element?.childElementCount === 0 && (element.textContent ?? '').replace(/[\u2068\u2069]/g, '') === text;

/** No sentence, link or change line is wider than its entry (a phone wraps them). */
async function expectWrapped(canvasElement: HTMLElement) {
  for (const item of canvasElement.querySelectorAll('li')) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
}

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Flows', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewScoring: Story = {
  args: { show: () => <Review languages="both" value={{ judging: 'scoring' }} context={{}} /> },
  parameters: { machineStates: ['review.opening', 'review.judging.scoring'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(2);
  },
};
export const ReviewScoringMissing: Story = { args: { show: () => <Review languages="both" value={{ judging: 'scoring' }} context={{ scores: { tajweed: '36' }, problem: 'scores' }} /> } };
export const ReviewRecusing: Story = { args: { show: () => <Review languages="both" value={{ judging: 'scoring' }} context={{ verdict: 'recuse', scores: {}, problem: 'reason' }} /> } };
export const ReviewListening: Story = {
  args: { show: () => <Review languages="both" value="listening" context={{ judgeable: false }} item={{ ...reviewItem, mine: 'accept' }} /> },
  parameters: { machineStates: ['review.opening', 'review.listening'] },
};
export const ReviewSending: Story = { args: { show: () => <Review languages="both" value="sending" context={{}} /> }, parameters: { machineStates: ['review.sending'] } };
export const ReviewJudged: Story = {
  args: { show: () => <Review languages="both" value="judged" context={{}} item={{ ...reviewItem, mine: 'accept', verdicts: 2 }} /> },
  parameters: { machineStates: ['review.judged'] },
};
export const ReviewRefused: Story = {
  args: { show: () => <Review languages="both" value={{ judging: 'refused' }} context={{ refusal: 'Reviewing has closed for this item.' }} /> },
  parameters: { machineStates: ['review.judging.refused'] },
  play: async ({ canvasElement }) => {
    // The recording's own failure (the story has no audio to fetch) is an alert too: the refusal is the form's.
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts.some((alert) => alert.textContent?.includes('Reviewing has closed for this item.'))).toBe(true);
  },
};

/** The examiner's card: the level in the console's language, the ID type, number (in the language's digits) and name on it, the slot in Mecca time. */
export const RequestPending: Story = {
  args: { show: () => <Request languages="both" value={{ deciding: 'idle' }} /> },
  parameters: { machineStates: ['requestDecision.deciding.idle'] },
  play: async ({ canvasElement }) => {
    const [ar, en] = within(canvasElement).getAllByRole('listitem');
    await expect(en).toHaveTextContent("Level: \u2068Juz' Amma\u2069");
    await expect(en).toHaveTextContent('Iqama (residence permit) number \u20682109876543\u2069');
    await expect(en).toHaveTextContent('Name on the ID: \u2068Maryam Saad Al-Harbi\u2069');
    await expect(en).toHaveTextContent('Appointment: 1 December 2026 at 6:00 pm Mecca time');
    await expect(ar).toHaveTextContent('المستوى: \u2068جزء عمّ\u2069');
    await expect(ar).toHaveTextContent('الإقامة رقم \u2068٢١٠٩٨٧٦٥٤٣\u2069');
    await expect(ar).toHaveTextContent('٦:٠٠ م');
  },
};
/** Without the ID (a request made before it was asked for, or a role that does not see personal data). */
export const RequestWithoutId: Story = {
  args: { show: () => <Request languages="both" value={{ deciding: 'idle' }} personal={false} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/2109876543|٢١٠٩٨٧٦٥٤٣/)).toBeNull();
  },
};
/** The contestant's other test overlaps this one: the card says so before anyone accepts. */
export const RequestOverlapping: Story = {
  args: { show: () => <Request languages="both" value={{ deciding: 'idle' }} clash /> },
  play: async ({ canvasElement }) => {
    const [, en] = within(canvasElement).getAllByRole('listitem');
    await expect(en).toHaveTextContent("Overlaps this contestant's test in the Fourth track on 1 December 2026 at 6:15 pm Mecca time (Accepted).");
  },
};
/** Accepting it asks first, naming the other test (Arabic). */
export const RequestConfirmingAccept: Story = {
  args: { show: () => <Request languages="ar" value="confirmingAccept" clash context={{ decision: { action: 'accept', meeting_url: 'https://meet.example.com/qc' } }} /> },
  parameters: { machineStates: ['requestDecision.confirmingAccept'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'قبول اختبار يتداخل مع اختبار آخر؟' });
    await expect(dialog).toHaveTextContent('المسار الرابع يوم ١ ديسمبر ٢٠٢٦ في ٦:١٥ م بتوقيت مكة (مقبول)');
  },
};
/** The same in English. */
export const RequestConfirmingAcceptEnglish: Story = {
  args: { show: () => <Request languages="en" value="confirmingAccept" clash context={{ decision: { action: 'accept', meeting_url: 'https://meet.example.com/qc' } }} /> },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Accept a test that overlaps another?' });
    await expect(dialog).toHaveTextContent('also has a test in the Fourth track on 1 December 2026 at 6:15 pm Mecca time (Accepted)');
  },
};
export const RequestApproved: Story = { args: { show: () => <Request languages="both" value={{ deciding: 'idle' }} status="approved" /> } };
export const RequestSending: Story = { args: { show: () => <Request languages="both" value="sending" /> }, parameters: { machineStates: ['requestDecision.sending'] } };
export const RequestSaved: Story = {
  args: { show: () => <Request languages="both" value={{ deciding: 'saved' }} status="approved" /> },
  parameters: { machineStates: ['requestDecision.deciding.saved'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[1]).toHaveTextContent('The decision was saved and the contestant notified.');
  },
};
export const RequestRefused: Story = {
  args: { show: () => <Request languages="both" value={{ deciding: 'refused' }} context={{ refusal: 'The meeting link is not a valid URL.' }} /> },
  parameters: { machineStates: ['requestDecision.deciding.refused'] },
};

export const SlotsIdle: Story = { args: { show: () => <Slots languages="both" value={{ editing: 'idle' }} /> }, parameters: { machineStates: ['slotOpening.editing.idle'] } };
export const SlotsOpening: Story = { args: { show: () => <Slots languages="both" value="opening" /> }, parameters: { machineStates: ['slotOpening.opening'] } };
export const SlotsClosing: Story = { args: { show: () => <Slots languages="both" value="closing" /> }, parameters: { machineStates: ['slotOpening.closing'] } };
export const SlotsRefused: Story = {
  args: { show: () => <Slots languages="both" value={{ editing: 'refused' }} context={{ refusal: null }} /> },
  parameters: { machineStates: ['slotOpening.editing.refused'] },
};

export const DrawStepOffered: Story = { args: { show: () => <Draw languages="both" value={{ offered: 'idle' }} /> }, parameters: { machineStates: ['drawStep.offered.idle'] } };
export const DrawStepConfirming: Story = {
  args: { show: () => <Draw languages="ar" value="confirming" context={{ step: 'run', secret: 'secret' }} /> },
  parameters: { machineStates: ['drawStep.confirming'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('المسار الثاني');
  },
};
export const DrawStepConfirmingEnglish: Story = {
  args: { show: () => <Draw languages="en" value="confirming" context={{ step: 'publish' }} stage="drawn" /> },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('publishing cannot be taken back');
  },
};
/** Freezing the list asks first, naming the track and that later entries stay out. */
export const DrawStepConfirmingFreeze: Story = {
  args: { show: () => <Draw languages="en" value="confirming" context={{ step: 'commit' }} stage="announced" /> },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Freeze the list: Second track' });
    await expect(dialog).toHaveTextContent('frozen for good');
  },
};
/** Issuing certificates asks first too (Arabic), naming the track. */
export const DrawStepConfirmingCertificates: Story = {
  args: { show: () => <Draw languages="ar" value="confirming" context={{ step: 'certificates' }} stage="published" /> },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'أصدر الشهادات: المسار الثاني' });
    await expect(dialog).toHaveTextContent('لا تُسحب شهادة صدرت');
  },
};
export const DrawStepSending: Story = { args: { show: () => <Draw languages="both" value="sending" context={{ step: 'run' }} /> }, parameters: { machineStates: ['drawStep.sending'] } };
/** The list was frozen: its button is gone, the next step (run) is offered. */
export const DrawStepDone: Story = {
  args: { show: () => <Draw languages="both" value={{ offered: 'done' }} context={{ step: 'commit' }} stage="committed" /> },
  parameters: { machineStates: ['drawStep.offered.done'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Freeze the list' })).toBeNull();
  },
};
/** Certificates issued: the button is gone (it answered «تم» again and again before), the step done is named. */
export const DrawStepCertificatesIssued: Story = {
  args: { show: () => <Draw languages="both" value={{ offered: 'done' }} context={{ step: 'certificates' }} stage="published" certificates={48} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'أصدر الشهادات' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Issue certificates' })).toBeNull();
    await expect(canvas.getAllByRole('status')[1]).toHaveTextContent('The certificates of the Second track are issued.');
  },
};
export const DrawStepRefused: Story = {
  args: { show: () => <Draw languages="both" value={{ offered: 'refused' }} context={{ step: 'run', refusal: 'the secret does not match the announced one' }} /> },
  parameters: { machineStates: ['drawStep.offered.refused'] },
};

export const ImpressionUnpublished: Story = {
  args: { show: () => <Publication languages="both" value="unpublished" /> },
  parameters: { machineStates: ['publication.opening', 'publication.unpublished'] },
};
export const ImpressionByStranger: Story = { args: { show: () => <Publication languages="both" value="unpublished" tookPart={false} /> } };
export const ImpressionPublishing: Story = { args: { show: () => <Publication languages="both" value="publishing" /> }, parameters: { machineStates: ['publication.publishing'] } };
export const ImpressionPublished: Story = {
  args: { show: () => <Publication languages="both" value="published" /> },
  parameters: { machineStates: ['publication.opening', 'publication.published'] },
};
export const ImpressionUnpublishing: Story = { args: { show: () => <Publication languages="both" value="unpublishing" /> }, parameters: { machineStates: ['publication.unpublishing'] } };
export const ImpressionRefused: Story = { args: { show: () => <Publication languages="both" value="published" failure={{ message: null }} /> } };

export const AuditLogSentences: Story = {
  args: { show: () => <Audit languages="both" value="all" log={{ status: 'loaded', data: { entries: auditEntries, total: auditEntries.length } }} /> },
  parameters: { machineStates: ['auditSearch.all'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(readAs('Huda Al-Qahtani: إصدار الشهادات (المسار الثاني)، والجديد منها ٣١.'))).toBeVisible();
    await expect(canvas.getByText(readAs('Huda Al-Qahtani published the winners (Second track) and told them: winners: 20.'))).toBeVisible();
    await expect(canvas.getByText(readAs('Huda Al-Qahtani recorded “operator.disable” on operator #4.'))).toBeVisible();
    await expect(canvas.getByText(readAs('active: yes → no'))).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('{"');
    await expectWrapped(canvasElement);
  },
};
export const AuditLogSearched: Story = {
  args: { show: () => <Audit languages="both" value="searched" context={{ typed: 'draw', query: 'draw' }} log={{ status: 'loaded', data: { entries: auditEntries.slice(0, 2), total: 2 } }} /> },
  parameters: { machineStates: ['auditSearch.searched'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show the whole log' })).toBeVisible();
  },
};
export const AuditLogNoMatch: Story = {
  args: { show: () => <Audit languages="both" value="searched" context={{ typed: 'nobody', query: 'nobody' }} log={{ status: 'loaded', data: { entries: [], total: 0 } }} /> },
};
export const AuditLogLoading: Story = { args: { show: () => <Audit languages="both" value="all" log={{ status: 'loading' }} /> } };
export const AuditLogFailed: Story = { args: { show: () => <Audit languages="both" value="all" log={{ status: 'failed' }} /> } };
