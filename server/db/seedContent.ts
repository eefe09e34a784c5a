// Demo content in Arabic and English: what a fresh server shows so every screen of the site has something real to display.
import type { Localized, TrackSlug } from './schema.ts';

const l = (ar: string, en: string): Localized => ({ ar, en });

export const currentCompetitionTitle = l('مسابقة القرآن الكريم الرمضانية ١٤٤٨هـ', 'Ramadan Quran Competition 1448 AH');
export const nextCompetitionTitle = l('مسابقة القرآن الكريم الصيفية ١٤٤٨هـ', 'Summer Quran Competition 1448 AH');

export type SeedTrack = { slug: TrackSlug; title: Localized; subtitle: Localized; description: Localized; winnerCount: number; prize: number };

/** Five tracks, 90 winners in total; `prize` is each winner's prize in SAR (every place of the demo gets the same). */
export const seedTracks: SeedTrack[] = [
  {
    slug: 'first',
    title: l('المسار الأول', 'First track'),
    subtitle: l('مسابقة الخدمات القرآنية', 'Quranic services quiz'),
    description: l(
      'أسئلة اختيار من متعدد عن الخدمات القرآنية التي تقدمها الجمعية، يُجاب عنها مرة واحدة خلال مدة المسابقة.',
      'Multiple-choice questions about the Quranic services the association offers, answered once during the competition.',
    ),
    winnerCount: 30,
    prize: 1000,
  },
  {
    slug: 'second',
    title: l('المسار الثاني', 'Second track'),
    subtitle: l('التلاوة المسجلة', 'Recorded recitation'),
    description: l(
      'سجّل سورة الفاتحة وأربع تلاوات مختارة، كل تسجيل من خمسة إلى سبعة أسطر.',
      'Record Al-Fatiha and four selected recitations, each recording five to seven lines long.',
    ),
    winnerCount: 20,
    prize: 2000,
  },
  {
    slug: 'third',
    title: l('المسار الثالث', 'Third track'),
    subtitle: l('الحفظ المتدرج', 'Levelled memorisation'),
    description: l(
      'اختر مستواك وحدد موعد الاختبار، ثم يختبرك محكّم في لقاء مرئي.',
      'Choose your level and book a test appointment; an examiner then tests you in a video meeting.',
    ),
    winnerCount: 15,
    prize: 3000,
  },
  {
    slug: 'fourth',
    title: l('المسار الرابع', 'Fourth track'),
    subtitle: l('جزء عمّ', "Juz' Amma"),
    description: l(
      'اختبار حفظ جزء عمّ كاملًا مع التجويد في لقاء مرئي مع محكّم.',
      "A test of the whole of Juz' Amma with tajweed, in a video meeting with an examiner.",
    ),
    winnerCount: 15,
    prize: 2500,
  },
  {
    slug: 'fifth',
    title: l('المسار الخامس', 'Fifth track'),
    subtitle: l('تسجيل الفاتحة', 'Recording Al-Fatiha'),
    description: l(
      'سجّل سورة الفاتحة بصوتك، ولك ثلاث محاولات على الأكثر.',
      'Record Surat Al-Fatiha in your own voice, with at most three attempts.',
    ),
    winnerCount: 10,
    prize: 1500,
  },
];

export const seedConditions: { title: Localized; description: Localized }[] = [
  {
    title: l('الأهلية', 'Eligibility'),
    description: l('المسابقة مفتوحة لكل مسلم ومسلمة من جميع الجنسيات ممن أتموا العاشرة.', 'Open to Muslim men and women of every nationality aged ten or over.'),
  },
  {
    title: l('التسجيل', 'Registration'),
    description: l('يجب التسجيل ببيانات صحيحة مطابقة لوثيقة الهوية، ولكل متسابق حساب واحد.', 'Register with true details matching your identity document; one account per contestant.'),
  },
  {
    title: l('المشاركة', 'Participation'),
    description: l('يشارك المتسابق مرة واحدة في كل مسار خلال دورة المسابقة.', 'A contestant takes part once in each track during a competition cycle.'),
  },
  {
    title: l('التسجيلات الصوتية', 'Audio recordings'),
    description: l('يكون كل تسجيل بصوت المتسابق نفسه، من خمسة إلى سبعة أسطر، دون مؤثرات.', "Every recording is the contestant's own voice, five to seven lines long, without effects."),
  },
  {
    title: l('الفائزون', 'Winners'),
    description: l('يُختار الفائزون بالسحب الإلكتروني بعد صحة الإجابة أو تقييم الإدارة، وتُعلن النتائج بعد يوم من انتهاء المسابقة.', 'Winners are chosen by an electronic draw after correct answers or the administration\'s evaluation; results are announced one day after the end.'),
  },
  {
    title: l('الجوائز', 'Prizes'),
    description: l('تُحوَّل الجوائز بالريال السعودي إلى حساب الفائز خلال أسبوعين من إعلان النتائج.', "Prizes are transferred in Saudi riyals to the winner's account within two weeks of the results."),
  },
  {
    title: l('التوقيت', 'Timing'),
    description: l('جميع المواعيد بتوقيت مكة المكرمة.', 'All times are Mecca time.'),
  },
];

export const seedSettings: Record<string, Localized> = {
  phone: l('+966 11 000 2026', '+966 11 000 2026'),
  email: l('info@quran-competition.example', 'info@quran-competition.example'),
  email_for_register: l('register@quran-competition.example', 'register@quran-competition.example'),
  twitter: l('https://x.com/quran_competition_example', 'https://x.com/quran_competition_example'),
  facebook: l('https://www.facebook.com/quran.competition.example', 'https://www.facebook.com/quran.competition.example'),
  instagram: l('https://www.instagram.com/quran.competition.example', 'https://www.instagram.com/quran.competition.example'),
  youtube: l('https://www.youtube.com/@quran-competition-example', 'https://www.youtube.com/@quran-competition-example'),
  tree_title: l('خطوات المشاركة', 'How to take part'),
  tree_description: l('خمس خطوات تفصلك عن المشاركة في المسابقة.', 'Five steps between you and the competition.'),
  tree_word_1: l('أنشئ حسابك وأكّد بريدك الإلكتروني.', 'Create your account and confirm your email.'),
  tree_word_2: l('اقرأ شروط المسابقة واختر مسارك.', 'Read the rules and choose your track.'),
  tree_word_3: l('أجب عن الأسئلة أو سجّل تلاوتك.', 'Answer the questions or record your recitation.'),
  tree_word_4: l('تابع حالة مشاركتك من الإشعارات.', 'Follow your entry in your notifications.'),
  tree_word_5: l('انتظر إعلان الفائزين بعد يوم من انتهاء المسابقة.', 'Wait for the winners, announced one day after the end.'),
  // The method section and the partners' links (the hero), edited in the console's Site section.
  method_title: l('طريقة المشاركة', 'How to take part'),
  method_intro: l('ثلاثة عشر يومًا وخمسة مسارات وتسعون فائزًا، وكل المواعيد بتوقيت مكة المكرمة.', 'Thirteen days, five tracks and ninety winners; every time is Mecca time.'),
  method_step_1: l(
    'خمسة مسارات: اختبار أسئلة محدود الوقت، وتلاوات مسجّلة، واختبارا حفظ مباشران بموعد تحجزه، ومحاولة حفظ مسجّلة؛ ولكل متسابق مشاركة واحدة في كل مسار.',
    'Five tracks: a timed quiz, recorded recitations, two live memorisation tests booked by appointment, and a recorded memorisation attempt; each contestant enters each track once.',
  ),
  method_step_2: l(
    'تُصحَّح إجابات الاختبار القصير آليًا، ويقيّم التسجيلاتِ محكّمان لا يعرفان اسم المتسابق (وثالث إذا اختلفا)، ويقيّم الاختبارَ المباشر ممتحِن.',
    'Quiz answers are marked automatically; recordings are judged by two reviewers who do not see the contestant\'s name (a third when they disagree), and live tests by an examiner.',
  ),
  method_step_3: l(
    'يُختار الفائزون بسحب إلكتروني بين المشاركات المؤهلة في كل مسار، وسجلّ كل سحب منشور يستطيع أي أحد التحقق منه.',
    'Winners are drawn electronically among each track\'s qualifying entries, and every draw\'s record is public for anyone to check.',
  ),
  method_step_4: l(
    'ينال كل فائز جائزة مساره خلال أسبوعين مع شهادة موقّعة، وتنال كل مشاركة مقبولة شهادة مشاركة.',
    'Each winner receives the track\'s prize, paid within two weeks, and a signed certificate; every accepted entry earns a participation certificate.',
  ),
  partner_first_url: l('https://quran-service.example.org/', 'https://quran-service.example.org/'),
  partner_second_url: l('https://recitation-academy.example.org/', 'https://recitation-academy.example.org/'),
};

/** The FAQ, in order (migration 0030 backfilled these texts where the entries were keys into the site's dictionaries). */
export const seedFaq: { question: Localized; answer: Localized }[] = [
  {
    question: l('من يحق له المشاركة في المسابقة؟', 'Who can take part in the competition?'),
    answer: l('كل مسلم ومسلمة من جميع الجنسيات ممن أتموا العاشرة.', 'Any Muslim man or woman of any nationality aged ten or over.'),
  },
  {
    question: l('هل يمكنني المشاركة في أكثر من مسار؟', 'Can I take part in more than one track?'),
    answer: l('نعم، يمكنك المشاركة في المسارات الخمسة، مرة واحدة في كل مسار.', 'Yes, you can enter all five tracks, once in each.'),
  },
  {
    question: l('كيف يُختار الفائزون؟', 'How are the winners chosen?'),
    answer: l('بالسحب الإلكتروني بين أصحاب الإجابات الصحيحة أو بعد تقييم لجنة التحكيم.', 'By an electronic draw among correct entries, or after the judging committee evaluates them.'),
  },
  {
    question: l('متى تُحوَّل الجوائز؟', 'When are prizes paid?'),
    answer: l('خلال أسبوعين من إعلان النتائج، بالريال السعودي.', 'Within two weeks of the results, in Saudi riyals.'),
  },
  {
    question: l('كم محاولة لدي في المسار الخامس؟', 'How many attempts do I have in the fifth track?'),
    answer: l('ثلاث محاولات على الأكثر لتسجيل سورة الفاتحة.', 'At most three attempts at recording Al-Fatiha.'),
  },
  {
    question: l('بأي توقيت تُحسب مواعيد المسابقة؟', 'Which time zone do the competition times use?'),
    answer: l('جميع المواعيد بتوقيت مكة المكرمة.', 'All times are Mecca time.'),
  },
];

export const seedTestimonials: { review: Localized; author: Localized; date: string }[] = [
  {
    review: l('تجربة رائعة أعادتني إلى مراجعة حفظي يوميًا، جزاكم الله خيرًا.', 'A wonderful experience that brought me back to revising every day. May God reward you.'),
    author: l('عبدالله السبيعي', 'Abdullah Al-Subaie'),
    date: '2026-03-02 21:10',
  },
  {
    review: l('التسجيل سهل والمحكّمون في غاية اللطف والدقة.', 'Registration is easy and the examiners are kind and precise.'),
    author: l('مريم الحربي', 'Maryam Al-Harbi'),
    date: '2026-03-05 19:45',
  },
  {
    review: l('شاركت مع أبنائي في مسار جزء عمّ وكانت أجمل أيام رمضان.', "I entered the Juz' Amma track with my children; the best days of Ramadan."),
    author: l('فاطمة الزهراني', 'Fatimah Al-Zahrani'),
    date: '2026-03-09 22:30',
  },
  {
    review: l('أسئلة المسار الأول عرّفتني بخدمات لم أكن أعرفها.', 'The first-track questions taught me about services I had never heard of.'),
    author: l('يوسف القحطاني', 'Yousef Al-Qahtani'),
    date: '2026-03-11 20:05',
  },
  {
    review: l('تنظيم ممتاز ووصلت الجائزة في موعدها.', 'Excellent organisation, and the prize arrived on time.'),
    author: l('خالد العتيبي', 'Khalid Al-Otaibi'),
    date: '2026-03-14 18:20',
  },
];

/**
 * Past competitions, oldest first; dates are Mecca time. Each drew `trackWinners` winners per track (in seedTracks'
 * order), and the number its card shows is their sum (archiveWinnerCount), so the card and the winners list agree.
 */
export const seedArchives: { title: Localized; start: string; end: string; trackWinners: readonly [number, number, number, number, number] }[] = [
  { title: l('مسابقة القرآن الكريم الرمضانية ١٤٤٣هـ', 'Ramadan Quran Competition 1443 AH'), start: '2022-04-03 00:00', end: '2022-04-16 23:59', trackWinners: [15, 12, 9, 8, 6] },
  { title: l('مسابقة القرآن الكريم الرمضانية ١٤٤٤هـ', 'Ramadan Quran Competition 1444 AH'), start: '2023-03-24 00:00', end: '2023-04-06 23:59', trackWinners: [20, 14, 10, 10, 6] },
  { title: l('مسابقة القرآن الكريم الصيفية ١٤٤٥هـ', 'Summer Quran Competition 1445 AH'), start: '2023-07-20 00:00', end: '2023-08-02 23:59', trackWinners: [24, 16, 11, 11, 8] },
  { title: l('مسابقة القرآن الكريم الرمضانية ١٤٤٥هـ', 'Ramadan Quran Competition 1445 AH'), start: '2024-03-12 00:00', end: '2024-03-25 23:59', trackWinners: [27, 18, 13, 13, 9] },
  { title: l('مسابقة القرآن الكريم الرمضانية ١٤٤٦هـ', 'Ramadan Quran Competition 1446 AH'), start: '2025-03-02 00:00', end: '2025-03-15 23:59', trackWinners: [30, 20, 15, 15, 10] },
];

export const archiveWinnerCount = (archive: { trackWinners: readonly number[] }): number => archive.trackWinners.reduce((sum, n) => sum + n, 0);


export const seedQuestions: { text: Localized; options: Localized[]; correctIndex: number }[] = [
  {
    text: l('كم عدد سور القرآن الكريم؟', 'How many surahs does the Quran have?'),
    options: [l('١١٠', '110'), l('١١٤', '114'), l('١٢٠', '120'), l('٩٩', '99')],
    correctIndex: 1,
  },
  {
    text: l('ما السورة التي تُسمّى أم الكتاب؟', 'Which surah is called the Mother of the Book?'),
    options: [l('البقرة', 'Al-Baqarah'), l('الإخلاص', 'Al-Ikhlas'), l('الفاتحة', 'Al-Fatiha'), l('يس', 'Ya-Sin')],
    correctIndex: 2,
  },
  {
    text: l('كم عدد أجزاء القرآن الكريم؟', 'How many juz does the Quran have?'),
    options: [l('ثلاثون', 'Thirty'), l('ستون', 'Sixty'), l('عشرون', 'Twenty'), l('أربعون', 'Forty')],
    correctIndex: 0,
  },
  {
    text: l('ما أطول سورة في القرآن الكريم؟', 'Which is the longest surah of the Quran?'),
    options: [l('آل عمران', "Al 'Imran"), l('النساء', "An-Nisa'"), l('البقرة', 'Al-Baqarah'), l('المائدة', "Al-Ma'idah")],
    correctIndex: 2,
  },
  {
    text: l('ما الخدمة التي تتيح للمتسابق تسجيل تلاوته؟', 'Which service lets a contestant record a recitation?'),
    options: [l('المسار الأول', 'The first track'), l('المسار الثاني', 'The second track'), l('المسار الثالث', 'The third track'), l('المسار الرابع', 'The fourth track')],
    correctIndex: 1,
  },
  {
    text: l('بأي جزء يختص المسار الرابع؟', 'Which juz is the fourth track about?'),
    options: [l('جزء تبارك', 'Juz Tabarak'), l('جزء قد سمع', "Juz Qad Sami'a"), l('جزء عمّ', "Juz' Amma"), l('الجزء الأول', 'The first juz')],
    correctIndex: 2,
  },
  {
    text: l('كم محاولة يتيحها المسار الخامس؟', 'How many attempts does the fifth track allow?'),
    options: [l('محاولة واحدة', 'One'), l('محاولتان', 'Two'), l('ثلاث محاولات', 'Three'), l('خمس محاولات', 'Five')],
    correctIndex: 2,
  },
  {
    text: l('خلال كم يومًا تُحوَّل الجوائز بعد إعلان النتائج؟', 'Within how many days are prizes paid after the results?'),
    options: [l('سبعة أيام', 'Seven days'), l('أسبوعين', 'Two weeks'), l('شهر', 'A month'), l('يوم واحد', 'One day')],
    correctIndex: 1,
  },
];

const firstNames: [Localized, 'male' | 'female'][] = [
  [l('أحمد', 'Ahmed'), 'male'], [l('محمد', 'Mohammed'), 'male'], [l('عبدالرحمن', 'Abdulrahman'), 'male'], [l('سارة', 'Sarah'), 'female'],
  [l('نورة', 'Noura'), 'female'], [l('عمر', 'Omar'), 'male'], [l('هند', 'Hind'), 'female'], [l('إبراهيم', 'Ibrahim'), 'male'],
  [l('لينا', 'Lina'), 'female'], [l('حمزة', 'Hamza'), 'male'], [l('ريم', 'Reem'), 'female'], [l('سلمان', 'Salman'), 'male'],
  [l('آمنة', 'Amina'), 'female'], [l('بلال', 'Bilal'), 'male'], [l('جود', 'Joud'), 'female'],
];
const familyNames: Localized[] = [
  l('الغامدي', 'Al-Ghamdi'), l('الشهري', 'Al-Shehri'), l('المطيري', 'Al-Mutairi'), l('الدوسري', 'Al-Dosari'),
  l('البلوشي', 'Al-Balushi'), l('الحسيني', 'Al-Husseini'), l('المالكي', 'Al-Maliki'), l('الأنصاري', 'Al-Ansari'),
  l('التميمي', 'Al-Tamimi'), l('الكندي', 'Al-Kindi'), l('العمري', 'Al-Omari'),
];
/** Countries as they are kept: ISO 3166-1 alpha-2 codes, which the site names in the reader's language. */
const countries: string[] = ['SA', 'EG', 'JO', 'MA', 'KW', 'ID', 'SD', 'OM', 'MY', 'DZ'];

/** A deterministic person for index i (names and countries cycle through co-prime list lengths). */
export function demoPerson(i: number): { name: Localized; country: string; gender: 'male' | 'female' } {
  const [first, gender] = firstNames[i % firstNames.length]!;
  const family = familyNames[(i * 7 + 3) % familyNames.length]!;
  const country = countries[(i * 3) % countries.length]!;
  return { name: l(`${first.ar} ${family.ar}`, `${first.en} ${family.en}`), country, gender };
}

export type DemoAccount = {
  key: 'contestant' | 'newcomer' | 'visitor' | 'winner' | 'unverified';
  type: 'contestant' | 'visitor';
  name: string;
  email: string;
  password: string;
  gender: 'male' | 'female';
  verified: boolean;
};

/** Documented in server/README.md. */
export const demoAccounts: DemoAccount[] = [
  { key: 'contestant', type: 'contestant', name: 'Abdullah Al-Harbi', email: 'contestant@example.com', password: 'Contestant#2026', gender: 'male', verified: true },
  { key: 'newcomer', type: 'contestant', name: 'Maryam Al-Qahtani', email: 'newcomer@example.com', password: 'Newcomer#2026', gender: 'female', verified: true },
  { key: 'visitor', type: 'visitor', name: 'Yousef Al-Amri', email: 'visitor@example.com', password: 'Visitor#2026', gender: 'male', verified: true },
  { key: 'winner', type: 'contestant', name: 'Fatimah Al-Zahrani', email: 'winner@example.com', password: 'Winner#2026', gender: 'female', verified: true },
  { key: 'unverified', type: 'contestant', name: 'Khalid Al-Otaibi', email: 'unverified@example.com', password: 'Unverified#2026', gender: 'male', verified: false },
];

/** Second track: Al-Fatiha and four selected recitations, each five to seven lines. */
export const recitations: { id: number; title: Localized; surah: Localized; surahNumber: number; fromAyah: number; toAyah: number }[] = [
  { id: 1, title: l('سورة الفاتحة', 'Al-Fatiha'), surah: l('الفاتحة', 'Al-Fatiha'), surahNumber: 1, fromAyah: 1, toAyah: 7 },
  { id: 2, title: l('سورة الملك ١–٥', 'Al-Mulk 1–5'), surah: l('الملك', 'Al-Mulk'), surahNumber: 67, fromAyah: 1, toAyah: 5 },
  { id: 3, title: l('سورة الرحمن ١–١٣', 'Ar-Rahman 1–13'), surah: l('الرحمن', 'Ar-Rahman'), surahNumber: 55, fromAyah: 1, toAyah: 13 },
  { id: 4, title: l('سورة يس ١–١٢', 'Ya-Sin 1–12'), surah: l('يس', 'Ya-Sin'), surahNumber: 36, fromAyah: 1, toAyah: 12 },
  { id: 5, title: l('سورة الكهف ١–٥', 'Al-Kahf 1–5'), surah: l('الكهف', 'Al-Kahf'), surahNumber: 18, fromAyah: 1, toAyah: 5 },
];

/** Levels of the third (levelled memorisation) and fourth (Juz' Amma) tracks. */
export const memorisationLevels: Record<'third' | 'fourth', { id: number; title: Localized; description: Localized }[]> = {
  third: [
    { id: 1, title: l('ثلاثة أجزاء', "Three juz'"), description: l('حفظ ثلاثة أجزاء من القرآن الكريم', "Memorisation of three juz' of the Quran") },
    { id: 2, title: l('خمسة أجزاء', "Five juz'"), description: l('حفظ خمسة أجزاء من القرآن الكريم', "Memorisation of five juz' of the Quran") },
    { id: 3, title: l('عشرة أجزاء', "Ten juz'"), description: l('حفظ عشرة أجزاء من القرآن الكريم', "Memorisation of ten juz' of the Quran") },
    { id: 4, title: l('القرآن كاملًا', 'The whole Quran'), description: l('حفظ القرآن الكريم كاملًا', 'Memorisation of the whole Quran') },
  ],
  fourth: [
    { id: 5, title: l('جزء عمّ كاملًا', "All of Juz' Amma"), description: l('حفظ جزء عمّ من سورة النبأ إلى سورة الناس', "Juz' Amma from An-Naba' to An-Nas") },
    { id: 6, title: l('نصف جزء عمّ', "Half of Juz' Amma"), description: l('من سورة الأعلى إلى سورة الناس، للمتسابقين دون الثانية عشرة', "From Al-A'la to An-Nas, for contestants under twelve") },
  ],
};
