import { fromCallback } from 'xstate';
import { type Competition, type CompetitionAnswer } from '../../../src/machines';
import { parseMeccaDateTime } from '../../../src/domain/meccaTime';
import { toTestimonial, type FaqItem, type Settings, type Statistics, type Testimonial } from '../../../src/app/features/home/homeApi';
import { toArchive, type Archive } from '../../../src/app/features/competition/competitionApi';
import type { HomeServices } from '../../../src/app/features/home/homeServices';
import { liveHomeServices } from '../../../src/app/features/home/homeServices';

/** The stories' fixed clock: 2026-03-05 12:00 Mecca time (09:00 UTC). */
export const STORY_NOW = Date.UTC(2026, 2, 5, 9, 0, 0);

const track = (title: string, subtitle: string, description: string, winner_count: number, prize: number) => [
  { title, subtitle, description, winner_count, prize },
];

const paths = {
  first: track('المسار الأول', 'مسابقة الخدمات القرآنية', 'أسئلة اختيار من متعدد عن الخدمات القرآنية، يُجاب عنها مرة واحدة.', 30, 1000),
  second: track('المسار الثاني', 'التلاوة المسجلة', 'سجّل سورة الفاتحة وأربع تلاوات مختارة.', 20, 2000),
  third: track('المسار الثالث', 'الحفظ المتدرج', 'اختر مستواك وحدد موعد الاختبار.', 15, 3000),
  fourth: track('المسار الرابع', 'جزء عمّ', 'اختبار حفظ جزء عمّ كاملًا مع التجويد.', 15, 2500),
  fifth: track('المسار الخامس', 'تسجيل الفاتحة', 'سجّل سورة الفاتحة بصوتك، ولك ثلاث محاولات.', 10, 1500),
};

/** A Mecca-time fixture date as the API reader parses it. */
const at = (value: string) => parseMeccaDateTime(value);

const base = {
  title: 'مسابقة القرآن الكريم الرمضانية',
  winners_draw_period: 1,
  is_winners_draw_period: false,
  paths_slug: ['first', 'second', 'third', 'fourth', 'fifth'] as const,
  paths,
  next_comp: null,
  is_next_comp_start: false,
};

/** Running: started 1 March, ends 13 March 23:59 (Mecca). */
export const runningCompetition: Competition = { ...base, startsAt: at('2026-03-01 00:00'), endsAt: at('2026-03-13 23:59') };
/** Starts 8 March 20:30. */
export const beforeStartCompetition: Competition = { ...base, startsAt: at('2026-03-08 20:30'), endsAt: at('2026-03-20 23:59') };
/** Ended 4 March 23:59 with three draw days: awaiting results. */
export const awaitingResultsCompetition: Competition = { ...base, startsAt: at('2026-02-20 00:00'), endsAt: at('2026-03-04 23:59'), winners_draw_period: 3 };
/** Ended long ago, no draw days. */
export const endedCompetition: Competition = { ...base, startsAt: at('2026-01-01 00:00'), endsAt: at('2026-01-13 23:59'), winners_draw_period: 0 };
/** In the draw period, no next competition. */
export const drawCompetition: Competition = { ...endedCompetition, is_winners_draw_period: true };
/** In the draw period by the server's flag while the device's clock still puts the results ahead (2026-03-05 23:59). */
export const drawingCompetition: Competition = { ...drawCompetition, startsAt: at('2026-02-20 23:59'), endsAt: at('2026-03-04 23:59'), winners_draw_period: 1 };
/** In the draw period, and the next competition has started. */
export const drawNextCompetition: Competition = {
  ...drawCompetition,
  is_next_comp_start: true,
  next_comp: { ...base, title: 'مسابقة القرآن الكريم الصيفية', startsAt: at('2026-03-01 00:00'), endsAt: at('2026-03-13 23:59'), is_winners_draw_period: false },
};

export const settingsFixture: Settings = {
  phone: '+966 11 000 2026',
  email: 'info@quran-competition.example',
  email_for_register: null,
  twitter: null,
  facebook: null,
  instagram: null,
  youtube: null,
  tree_title: 'خطوات المشاركة',
  tree_description: 'خمس خطوات تفصلك عن المشاركة في المسابقة.',
  tree_word_1: 'أنشئ حسابك وأكّد بريدك الإلكتروني.',
  tree_word_2: 'اقرأ شروط المسابقة واختر مسارك.',
  tree_word_3: 'أجب عن الأسئلة أو سجّل تلاوتك.',
  tree_word_4: 'تابع حالة مشاركتك من الإشعارات.',
  tree_word_5: 'انتظر إعلان الفائزين بعد يوم من انتهاء المسابقة.',
  method_title: 'طريقة المشاركة',
  method_intro: 'ثلاثة عشر يومًا وخمسة مسارات وتسعون فائزًا، وكل المواعيد بتوقيت مكة المكرمة.',
  method_step_1: 'خمسة مسارات: اختبار أسئلة محدود الوقت، وتلاوات مسجّلة، واختبارا حفظ مباشران بموعد تحجزه، ومحاولة حفظ مسجّلة؛ ولكل متسابق مشاركة واحدة في كل مسار.',
  method_step_2: 'تُصحَّح إجابات الاختبار القصير آليًا، ويقيّم التسجيلاتِ محكّمان لا يعرفان اسم المتسابق (وثالث إذا اختلفا)، ويقيّم الاختبارَ المباشر ممتحِن.',
  method_step_3: 'يُختار الفائزون بسحب إلكتروني بين المشاركات المؤهلة في كل مسار، وسجلّ كل سحب منشور يستطيع أي أحد التحقق منه.',
  method_step_4: 'ينال كل فائز جائزة مساره خلال أسبوعين مع شهادة موقّعة، وتنال كل مشاركة مقبولة شهادة مشاركة.',
};

export const statisticsFixture: Statistics = {
  total_countries: 37,
  registered: 12480,
  subscribes_contestants: 9315,
  candidates: 640,
  winners: 90,
  is_winners_draw_period: false,
};

export const archivesFixture: Archive[] = [
  { id: 5, name: 'مسابقة القرآن الكريم الرمضانية ١٤٤٦هـ', winner_count: 90, start_date: '2025-03-02 00:00', end_date: '2025-03-15 23:59' },
  { id: 4, name: 'مسابقة القرآن الكريم الرمضانية ١٤٤٥هـ', winner_count: 80, start_date: '2024-03-12 00:00', end_date: '2024-03-25 23:59' },
  { id: 3, name: 'مسابقة القرآن الكريم الصيفية ١٤٤٥هـ', winner_count: 70, start_date: '2023-07-20 00:00', end_date: '2023-08-02 23:59' },
].map(toArchive)

export const faqFixture: FaqItem[] = [
  { id: 1, question: 'من يحق له المشاركة في المسابقة؟', answer: 'كل مسلم ومسلمة من جميع الجنسيات ممن أتموا العاشرة.' },
  { id: 2, question: 'هل يمكنني المشاركة في أكثر من مسار؟', answer: 'نعم، يمكنك المشاركة في المسارات الخمسة، مرة واحدة في كل مسار.' },
  { id: 3, question: 'كيف يُختار الفائزون؟', answer: 'بالسحب الإلكتروني بين أصحاب الإجابات الصحيحة أو بعد تقييم لجنة التحكيم.' },
];

export const testimonialsFixture: Testimonial[] = [
  { id: 1, review: 'تجربة رائعة أعادتني إلى مراجعة حفظي يوميًا.', author: 'عبدالله السبيعي', date: '2026-03-02 10:00' },
  { id: 2, review: 'التسجيل سهل والمحكّمون في غاية اللطف والدقة.', author: 'مريم الحربي', date: '2026-03-05 09:30' },
  { id: 3, review: 'أسئلة المسار الأول عرّفتني بخدمات لم أكن أعرفها.', author: 'يوسف القحطاني', date: '2026-03-09 18:00' },
].map(toTestimonial)

export const rulesFixture = [
  { id: 1, title: 'الأهلية', description: 'المسابقة مفتوحة لكل مسلم ومسلمة ممن أتموا العاشرة.' },
  { id: 2, title: 'المشاركة', description: 'يشارك المتسابق مرة واحدة في كل مسار خلال دورة المسابقة.' },
  { id: 3, title: 'التوقيت', description: 'جميع المواعيد بتوقيت مكة المكرمة.' },
];

/** A promise that never settles: the machine stays in its loading state. */
export const never = <T,>(): Promise<T> => new Promise<T>(() => {});
const failing = <T,>(): Promise<T> => Promise.reject(new Error('story: request failed'));

export const competitionResult = (competition: Competition): CompetitionAnswer => ({ kind: 'competition', competition });

/** What a home story swaps: the home services and the shared competition actor's call. */
export type StoryServices = HomeServices & { fetchCompetition: () => Promise<CompetitionAnswer> };

/** Home services for a story: fixtures, a fixed clock, a ticker that never ticks, no autoplay. */
export function storyServices(overrides: Partial<StoryServices> = {}): StoryServices {
  return {
    ...liveHomeServices,
    fetchCompetition: () => Promise.resolve(competitionResult(runningCompetition)),
    fetchSettings: () => Promise.resolve(settingsFixture),
    fetchStatistics: () => Promise.resolve(statisticsFixture),
    fetchArchivesOnHome: () => Promise.resolve({ shown: archivesFixture, total: 5 }),
    fetchFaq: () => Promise.resolve(faqFixture),
    fetchTestimonials: () => Promise.resolve(testimonialsFixture),
    fetchRules: () => Promise.resolve(rulesFixture),
    fetchMyTracks: () => Promise.resolve({}),
    sendImpression: () => Promise.resolve({ kind: 'sent' }),
    now: () => STORY_NOW,
    ticker: fromCallback(() => {}),
    autoplay: false,
    ...overrides,
  };
}

export { failing };
