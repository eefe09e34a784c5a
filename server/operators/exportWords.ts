// The words a CSV export writes for the values it holds (track and status names, gender, ID types, yes and no, prize
// request statuses), in both languages: the console's own words (src/operator/i18n, which the server may not import;
// tests/server/contestants.test.ts checks that every word here is the console's), so a file says what the screen it
// was exported from says: a status exported from the Arabic console reads «قيد الانتظار», never `pending`.
import type { Lang } from '../messages.ts';

type Words = { ar: string; en: string };

export const exportWords = {
  trackName: {
    first: { ar: 'المسار الأول', en: 'First track' },
    second: { ar: 'المسار الثاني', en: 'Second track' },
    third: { ar: 'المسار الثالث', en: 'Third track' },
    fourth: { ar: 'المسار الرابع', en: 'Fourth track' },
    fifth: { ar: 'المسار الخامس', en: 'Fifth track' },
  },
  statusName: {
    started: { ar: 'يجيب الآن', en: 'Answering' },
    submitted: { ar: 'مُرسَل', en: 'Submitted' },
    closed: { ar: 'أُغلق عند انتهاء الوقت', en: 'Closed at the deadline' },
    recording: { ar: 'يسجّل', en: 'Recording' },
    accepted: { ar: 'مقبول', en: 'Accepted' },
    refused: { ar: 'مرفوض', en: 'Refused' },
    pending: { ar: 'قيد الانتظار', en: 'Pending' },
    approved: { ar: 'مُعتمَد', en: 'Approved' },
    success: { ar: 'ناجح', en: 'Passed' },
    failed: { ar: 'لم ينجح', en: 'Failed' },
    cancelled: { ar: 'ملغى', en: 'Cancelled' },
    active: { ar: 'مقبول في القرعة', en: 'Accepted into the draw' },
    inactive: { ar: 'حلّت محلّه محاولة أحدث', en: 'Replaced by a newer attempt' },
    payment_recorded: { ar: 'سُجّل الدفع', en: 'Payment recorded' },
    paid: { ar: 'مدفوع', en: 'Paid' },
    returned: { ar: 'أُعيد', en: 'Returned' },
    participation: { ar: 'مشاركة', en: 'Participation' },
    winner: { ar: 'فوز', en: 'Winner' },
    complaint: { ar: 'شكوى', en: 'Complaint' },
    suggestion: { ar: 'اقتراح', en: 'Suggestion' },
    impression: { ar: 'انطباع', en: 'Impression' },
    accept: { ar: 'قبول', en: 'Accepted' },
    refuse: { ar: 'رفض', en: 'Refused' },
    recuse: { ar: 'تنحٍّ', en: 'Recused' },
  },
  gender: {
    male: { ar: 'ذكر', en: 'Male' },
    female: { ar: 'أنثى', en: 'Female' },
  },
  idType: {
    national_id: { ar: 'هوية وطنية', en: 'National ID' },
    iqama: { ar: 'إقامة', en: 'Iqama' },
    passport: { ar: 'جواز سفر', en: 'Passport' },
  },
  prizeStatus: {
    pending: { ar: 'بانتظار المراجعة', en: 'Awaiting review' },
    approved: { ar: 'معتمد', en: 'Approved' },
    returned: { ar: 'معاد', en: 'Returned' },
    payment_recorded: { ar: 'بانتظار الاعتماد الثاني', en: 'Awaiting second approval' },
    paid: { ar: 'محوّل', en: 'Paid' },
    refused: { ar: 'مرفوض', en: 'Refused' },
  },
  yes: { ar: 'نعم', en: 'Yes' },
  no: { ar: 'لا', en: 'No' },
} satisfies Record<string, Words | Record<string, Words>>;

/** `value`'s word in `lang` from one of the tables above; a value the table lacks is written as it is. */
export function wordFor(table: Record<string, Words>, value: string | null, lang: Lang): string | null {
  return value === null ? null : (table[value]?.[lang] ?? value);
}
