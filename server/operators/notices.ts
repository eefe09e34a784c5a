// What the contestant is told of each decision: the in-app notification in both languages (the site shows theirs)
// and the push data keys the site's push routing reads (`third_path_status`, `fourth_path_status`, and the same idea
// for the second and fifth tracks). Numbers and dates are written with the site's formatter (src/domain/format.ts), each
// language in its own digits, a moment with its day name in Mecca time, as the site writes it.
import { formatDayTime, formatNumber } from '../../src/domain/format.ts';
import type { Notice } from './decide.ts';

/** The tracks' names as contestants read them (the notices' titles, the booking's refusals). */
export const trackName = {
  second: { ar: 'المسار الثاني', en: 'Second track' },
  third: { ar: 'المسار الثالث', en: 'Third track' },
  fourth: { ar: 'المسار الرابع', en: 'Fourth track' },
  fifth: { ar: 'المسار الخامس', en: 'Fifth track' },
} as const;

const sar = (lang: 'ar' | 'en', amount: number) => (lang === 'ar' ? `${formatNumber('ar', amount)} ريال` : `${formatNumber('en', amount)} SAR`);

export const notices = {
  // Finance's steps on a prize request (server/api/operator/prizes.ts); the site's push routing opens /winner/competition.
  prizeApproved: (amount: number): Notice => ({
    title: { ar: 'طلب الجائزة', en: 'Your prize request' },
    body: { ar: `اعتُمد طلب تحويل جائزتك (${sar('ar', amount)})، وسيُحوَّل المبلغ قريبًا.`, en: `Your request for the transfer of your prize (${sar('en', amount)}) was approved; the transfer follows soon.` },
    data: { prize_request_status: 'approved' },
  }),
  prizeReturned: (reason: string): Notice => ({
    title: { ar: 'طلب الجائزة', en: 'Your prize request' },
    body: { ar: `أُعيد إليك طلب الجائزة لتصحيحه. السبب: ${reason}`, en: `Your prize request was returned to you to correct. Reason: ${reason}` },
    data: { prize_request_status: 'returned' },
  }),
  prizePaymentRecorded: (amount: number): Notice => ({
    title: { ar: 'طلب الجائزة', en: 'Your prize request' },
    body: { ar: `سُجّل تحويل جائزتك (${sar('ar', amount)}) وينتظر اعتماده الثاني.`, en: `The transfer of your prize (${sar('en', amount)}) was recorded and awaits its second approval.` },
    data: { prize_request_status: 'payment_recorded' },
  }),
  prizePaid: (amount: number, reference: string): Notice => ({
    title: { ar: 'حُوّلت جائزتك', en: 'Your prize was paid' },
    body: { ar: `حُوّلت جائزتك (${sar('ar', amount)}). مرجع التحويل: ${reference}`, en: `Your prize (${sar('en', amount)}) was transferred. Transfer reference: ${reference}` },
    data: { prize_request_status: 'paid' },
  }),
  secondAccepted: (): Notice => ({
    title: trackName.second,
    body: { ar: 'قُبلت تلاواتك في المسار الثاني، وأنت الآن من المرشحين للسحب.', en: 'Your second-track recitations were accepted; you are now a candidate for the draw.' },
    data: { second_path_status: 'accepted' },
  }),
  secondRefused: (reason: string): Notice => ({
    title: trackName.second,
    body: { ar: `لم تُقبل تلاواتك في المسار الثاني. السبب: ${reason}`, en: `Your second-track recitations were not accepted. Reason: ${reason}` },
    data: { second_path_status: 'refused' },
  }),
  fifthAccepted: (): Notice => ({
    title: trackName.fifth,
    body: { ar: 'قُبلت محاولتك في المسار الخامس، وأنت الآن من المرشحين للسحب.', en: 'Your fifth-track attempt was accepted; you are now a candidate for the draw.' },
    data: { fifth_path_status: 'active' },
  }),
  fifthRefused: (reason: string): Notice => ({
    title: trackName.fifth,
    body: { ar: `لم تُقبل محاولتك في المسار الخامس. السبب: ${reason}`, en: `Your fifth-track attempt was not accepted. Reason: ${reason}` },
    data: { fifth_path_status: 'failed' },
  }),
  requestReceived: (track: 'third' | 'fourth', at: Date | number): Notice => ({
    title: { ar: 'تم استلام طلبك', en: 'Request received' },
    body: {
      ar: `استلمنا طلب اختبار ${trackName[track].ar} في موعد ${formatDayTime('ar', at)} بتوقيت مكة المكرمة.`,
      en: `We received your ${trackName[track].en.toLowerCase()} test request for ${formatDayTime('en', at)} Mecca time.`,
    },
    data: { [`${track}_path_status`]: 'pending' },
  }),
  requestApproved: (track: 'third' | 'fourth', at: Date | number, meetingUrl: string): Notice => ({
    title: trackName[track],
    body: {
      ar: `قُبل طلبك، وموعد اختبارك ${formatDayTime('ar', at)} بتوقيت مكة المكرمة. رابط الاجتماع: ${meetingUrl}`,
      en: `Your request was accepted. Your test is on ${formatDayTime('en', at)} Mecca time. Meeting link: ${meetingUrl}`,
    },
    data: { [`${track}_path_status`]: 'approved' },
  }),
  attendance: (track: 'third' | 'fourth', attended: boolean): Notice => ({
    title: trackName[track],
    body: attended
      ? { ar: 'سُجّل حضورك للاختبار، وستصلك النتيجة قريبًا.', en: 'Your attendance at the test was recorded; your result follows soon.' }
      : { ar: 'سُجّل غيابك عن موعد الاختبار.', en: 'You were marked absent from your test.' },
    data: { [`${track}_path_status`]: 'approved' },
  }),
  requestPassed: (track: 'third' | 'fourth', degree: number): Notice => ({
    title: trackName[track],
    body: {
      ar: `مبارك! نجحت في الاختبار بدرجة ${formatNumber('ar', degree)} من ${formatNumber('ar', 100)}.`,
      en: `Congratulations! You passed the test with ${formatNumber('en', degree)} out of ${formatNumber('en', 100)}.`,
    },
    data: { [`${track}_path_status`]: 'success' },
  }),
  requestFailed: (track: 'third' | 'fourth'): Notice => ({
    title: trackName[track],
    body: { ar: 'لم توفَّق في الاختبار هذه المرة.', en: 'You did not pass the test this time.' },
    data: { [`${track}_path_status`]: 'failed' },
  }),
  requestRefused: (track: 'third' | 'fourth', reason: string): Notice => ({
    title: trackName[track],
    body: { ar: `لم يُقبل طلبك. السبب: ${reason}`, en: `Your request was not accepted. Reason: ${reason}` },
    data: { [`${track}_path_status`]: 'failed' },
  }),
  impressionPublished: (): Notice => ({
    title: { ar: 'انطباعك', en: 'Your impression' },
    body: { ar: 'نُشر انطباعك في الصفحة الرئيسية للمسابقة. شكرًا لك!', en: 'Your impression is now on the competition\'s home page. Thank you!' },
  }),
  won: (track: 'first' | 'second' | 'third' | 'fourth' | 'fifth'): Notice => ({
    title: { ar: 'نتيجة السحب', en: 'Draw result' },
    body: { ar: `مبارك! فزت في سحب ${track === 'first' ? 'المسار الأول' : trackName[track].ar}.`, en: `Congratulations! You won the ${track === 'first' ? 'first track' : trackName[track].en.toLowerCase()} draw.` },
  }),
};
