// Every text the server writes into `message` or `errors`, in Arabic (default) and English, chosen by Accept-Language.
// Numbers in them go through the site's own formatter (src/domain/format.ts): Arabic-Indic digits in Arabic text.
import { formatDuration, formatNumber, pluralFormOf, type PluralForm } from '../src/domain/format.ts';
import type { Language } from '../src/domain/language.ts';

export type Lang = Language;

/** A counted text: the plural form of the number in `params[by]` chooses the wording, as i18next's `_few`/`_many` do. */
type Plural = { by: string; other: string } & Partial<Record<PluralForm, string>>;
type Text = string | Plural;
const plural = (by: string, forms: Omit<Plural, 'by'>): Plural => ({ by, ...forms });

/** `ar` unless the first language the client prefers is English. */
export function languageOf(acceptLanguage: string | string[] | undefined): Lang {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  if (!header) return 'ar';
  const first = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([0-9.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q)[0];
  return first?.tag.startsWith('en') ? 'en' : 'ar';
}

const messages = {
  // validation (the spec's section 5 texts)
  required: { en: 'Value is required', ar: 'هذا الحقل مطلوب' },
  email: { en: 'Value is not a valid email address', ar: 'القيمة ليست بريدًا إلكترونيًا صالحًا' },
  numeric: { en: 'Value must be numeric', ar: 'يجب أن تكون القيمة رقمية' },
  minLength: {
    en: plural('min', { one: 'This field should be at least {min} character long', other: 'This field should be at least {min} characters long' }),
    ar: plural('min', {
      one: 'يجب ألا يقل هذا الحقل عن حرف واحد',
      two: 'يجب ألا يقل هذا الحقل عن حرفين',
      few: 'يجب ألا يقل هذا الحقل عن {min} أحرف',
      many: 'يجب ألا يقل هذا الحقل عن {min} حرفًا',
      other: 'يجب ألا يقل هذا الحقل عن {min} حرف',
    }),
  },
  maxLength: { en: 'The maximum length allowed is {max}', ar: 'الحد الأقصى المسموح به هو {max}' },
  equalTo: { en: 'The value must be equal to the {other} value', ar: 'يجب أن تساوي القيمة قيمة {other}' },
  otpPattern: { en: 'The verification code is 4 digits', ar: 'رمز التحقق مكوّن من أربعة أرقام' },
  pattern: { en: 'The value has an invalid format', ar: 'صيغة القيمة غير صحيحة' },
  oneOf: { en: 'Choose one of the options', ar: 'اختر أحد الخيارات' },
  date: { en: 'Enter a valid date', ar: 'أدخل تاريخًا صالحًا' },
  type: { en: 'The value has the wrong type', ar: 'نوع القيمة غير صحيح' },
  notAllowed: { en: 'This field is not allowed', ar: 'هذا الحقل غير مسموح به' },
  tooMany: { en: 'Too many items', ar: 'عدد العناصر أكبر من المسموح' },
  tooFew: {
    en: plural('min', { one: 'At least {min} item is required', other: 'At least {min} items are required' }),
    ar: plural('min', {
      one: 'مطلوب عنصر واحد على الأقل',
      two: 'مطلوب عنصران على الأقل',
      few: 'مطلوب {min} عناصر على الأقل',
      many: 'مطلوب {min} عنصرًا على الأقل',
      other: 'مطلوب {min} عنصر على الأقل',
    }),
  },
  range: { en: 'The value is out of range', ar: 'القيمة خارج النطاق المسموح' },
  invalid: { en: 'The given data was invalid', ar: 'البيانات المدخلة غير صالحة' },
  malformedJson: { en: 'The request body is not valid JSON', ar: 'نص الطلب ليس JSON صالحًا' },
  unsupportedType: { en: 'Unsupported content type', ar: 'نوع المحتوى غير مدعوم' },
  tooLarge: { en: 'The request body is too large', ar: 'حجم الطلب أكبر من المسموح' },
  badRequest: { en: 'The request could not be understood', ar: 'تعذّر فهم الطلب' },
  uriTooLong: { en: 'The address is too long', ar: 'العنوان أطول من المسموح' },
  headersTooLarge: { en: 'The request headers are too large', ar: 'ترويسات الطلب أكبر من المسموح' },
  // generic
  notFound: { en: 'Not found', ar: 'غير موجود' },
  routeNotFound: { en: 'This address does not exist', ar: 'هذا العنوان غير موجود' },
  methodNotAllowed: { en: 'Method not allowed', ar: 'الطريقة غير مسموح بها' },
  serverError: { en: 'Something went wrong', ar: 'حدث خطأ ما' },
  unauthenticated: { en: 'Unauthenticated', ar: 'يجب تسجيل الدخول' },
  forbidden: { en: 'Access Forbidden', ar: 'الوصول محظور' },
  contestantsOnly: { en: 'This is for contestants; sign out and sign in as a contestant', ar: 'هذه الخدمة للمتسابقين؛ سجّل الخروج ثم ادخل بحساب متسابق' },
  tooManyRequests: { en: 'Too many requests, please try again later', ar: 'طلبات كثيرة، حاول مرة أخرى لاحقًا' },
  uploadInProgress: {
    en: 'Your earlier uploads are still being received; try again in a few seconds',
    ar: 'ما زال استلام ملفاتك السابقة جاريًا؛ حاول مرة أخرى بعد ثوانٍ',
  },
  noCompetition: { en: 'No active competition found', ar: 'No active competition found' },
  competitionNotRunning: { en: 'The competition is not running', ar: 'المسابقة غير جارية الآن' },
  retrieved: { en: 'Retrieved successfully', ar: 'تم جلب البيانات بنجاح' },
  // auth
  loggedIn: { en: 'Logged in successfully', ar: 'تم تسجيل الدخول بنجاح' },
  badCredentials: { en: 'Email or Password is incorrect', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  verifyEmailFirst: { en: 'Please verify your email address first', ar: 'يرجى تأكيد بريدك الإلكتروني أولًا' },
  registered: { en: 'Registered successfully, a verification code was sent to your email', ar: 'تم التسجيل بنجاح، وأُرسل رمز التحقق إلى بريدك الإلكتروني' },
  emailTaken: { en: 'The email has already been taken.', ar: 'البريد الإلكتروني مستخدم من قبل.' },
  emailVerified: { en: 'Email verified successfully', ar: 'تم تأكيد البريد الإلكتروني بنجاح' },
  codeVerified: { en: 'The code is correct', ar: 'رمز التحقق صحيح' },
  otpInvalid: { en: 'The verification code is invalid or expired', ar: 'رمز التحقق غير صحيح أو منتهي الصلاحية' },
  otpSent: { en: 'OTP sent successfully', ar: 'تم إرسال رمز التحقق بنجاح' },
  otpWait: {
    en: plural('seconds', { one: 'Please wait {seconds} second before asking for a new code', other: 'Please wait {seconds} seconds before asking for a new code' }),
    ar: plural('seconds', {
      one: 'يرجى الانتظار ثانية واحدة قبل طلب رمز جديد',
      two: 'يرجى الانتظار ثانيتين قبل طلب رمز جديد',
      few: 'يرجى الانتظار {seconds} ثوانٍ قبل طلب رمز جديد',
      many: 'يرجى الانتظار {seconds} ثانية قبل طلب رمز جديد',
      other: 'يرجى الانتظار {seconds} ثانية قبل طلب رمز جديد',
    }),
  },
  userNotFound: { en: 'User Not Found', ar: 'المستخدم غير موجود' },
  passwordReset: { en: 'Password reset successfully', ar: 'تم تغيير كلمة المرور بنجاح' },
  loggedOut: { en: 'Logged out successfully', ar: 'تم تسجيل الخروج بنجاح' },
  profileUpdated: { en: 'Profile updated successfully', ar: 'تم تحديث الملف الشخصي بنجاح' },
  thumbnailInvalid: { en: 'The thumbnail must be a JPEG, PNG or WebP image of at most 2 MB', ar: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP وبحجم ٢ ميغابايت على الأكثر' },
  // complaints
  complaintSent: { en: 'complaint sent successfully', ar: 'تم إرسال الشكوى بنجاح' },
  suggestionSent: { en: 'suggestion sent successfully', ar: 'تم إرسال الاقتراح بنجاح' },
  impressionSent: { en: 'impression sent successfully', ar: 'تم إرسال الانطباع بنجاح' },
  // tracks
  trackNotStarted: { en: 'You have not subscribed to this track', ar: 'لم تشترك في هذا المسار' },
  alreadySubmitted: { en: 'You have already submitted this track', ar: 'لقد سلّمت هذا المسار من قبل' },
  unknownAnswer: { en: 'This option does not belong to this question', ar: 'هذا الخيار لا ينتمي إلى هذا السؤال' },
  answersSubmitted: { en: 'Answers submitted successfully', ar: 'تم إرسال الإجابات بنجاح' },
  answerSaved: { en: 'Answer saved', ar: 'حُفظت الإجابة' },
  quizNotStarted: { en: 'Start the quiz first', ar: 'ابدأ الاختبار أولًا' },
  quizTimeUp: { en: 'The time for this quiz is over; the answers saved before it were recorded', ar: 'انتهى وقت الاختبار، وسُجّلت الإجابات المحفوظة قبله' },
  unknownQuestion: { en: 'No such question in this quiz', ar: 'لا يوجد هذا السؤال في الاختبار' },
  audioInvalid: { en: 'The audio must be a webm, ogg, mp4, m4a or mpeg file of at most 10 MB', ar: 'يجب أن يكون الملف الصوتي بصيغة webm أو ogg أو mp4 أو m4a أو mpeg وبحجم ١٠ ميغابايت على الأكثر' },
  unknownRecitation: { en: 'No such recitation', ar: 'لا توجد تلاوة بهذا الرقم' },
  clipExists: { en: 'This recitation already has a clip; replace it instead', ar: 'لهذه التلاوة تسجيل من قبل؛ استبدله بدلًا من ذلك' },
  clipUploaded: { en: 'Clip uploaded successfully', ar: 'تم رفع التسجيل بنجاح' },
  clipReplaced: { en: 'Clip replaced successfully', ar: 'تم استبدال التسجيل بنجاح' },
  clipsLocked: { en: 'Your recordings were submitted and can no longer change', ar: 'سُلّمت تسجيلاتك ولا يمكن تعديلها' },
  clipsMissing: { en: 'Record all five recitations before submitting', ar: 'سجّل التلاوات الخمس قبل التسليم' },
  trackSubmitted: { en: 'Submitted successfully', ar: 'تم التسليم بنجاح' },
  requestOpen: { en: 'You already have a request in progress for this track', ar: 'لديك طلب قائم في هذا المسار' },
  unknownLevel: { en: 'No such level', ar: 'لا يوجد مستوى بهذا الرقم' },
  slotUnavailable: { en: 'This appointment is not available; choose a free slot', ar: 'هذا الموعد غير متاح؛ اختر موعدًا متاحًا' },
  slotTaken: { en: 'This slot is no longer available; choose another one', ar: 'لم يعد هذا الموعد متاحًا؛ اختر موعدًا آخر' },
  slotTooSoon: {
    en: plural('hours', { one: 'Appointments must be booked at least one hour ahead', other: 'Appointments must be booked at least {hours} hours ahead' }),
    ar: plural('hours', {
      zero: 'لم يعد هذا الموعد متاحًا للحجز',
      one: 'يجب حجز الموعد قبل ساعة على الأقل',
      two: 'يجب حجز الموعد قبل ساعتين على الأقل',
      few: 'يجب حجز الموعد قبل {hours} ساعات على الأقل',
      many: 'يجب حجز الموعد قبل {hours} ساعة على الأقل',
      other: 'يجب حجز الموعد قبل {hours} ساعة على الأقل',
    }),
  },
  slotClash: {
    en: 'This time overlaps your {track} test on {at} Mecca time; choose a time that does not overlap it',
    ar: 'يتداخل هذا الموعد مع اختبارك في {track} يوم {at} بتوقيت مكة المكرمة؛ اختر موعدًا لا يتداخل معه',
  },
  slotHeld: { en: 'The slot is held for you', ar: 'الموعد محجوز لك مؤقتًا' },
  holdReleased: { en: 'The hold was released', ar: 'أُلغي الحجز المؤقت' },
  noOpenRequest: { en: 'You have no request to change', ar: 'ليس لديك طلب يمكن تعديله' },
  tooLateToChange: { en: 'It is too late to change this appointment (12 hours before the test)', ar: 'فات وقت تعديل هذا الموعد (قبل الاختبار بـ ١٢ ساعة)' },
  requestCancelled: { en: 'Your request was cancelled', ar: 'أُلغي طلبك' },
  requestRescheduled: { en: 'Your appointment was moved', ar: 'نُقل موعدك' },
  birthDateInvalid: { en: 'Enter a birth date in the past', ar: 'أدخل تاريخ ميلاد سابقًا لليوم' },
  requestSent: { en: 'Request sent successfully', ar: 'تم إرسال الطلب بنجاح' },
  attemptsUsed: {
    en: plural('count', { one: 'You have used your one attempt', other: 'You have used all {count} attempts' }),
    ar: 'لقد استنفدت جميع محاولاتك، وعددها {count}',
  },
  attemptUploaded: { en: 'Attempt uploaded successfully', ar: 'تم رفع المحاولة بنجاح' },
  // the operator console (issue 20)
  operatorsOnly: { en: 'This is for the competition\'s operators; sign in to the operator console', ar: 'هذه الخدمة لمشرفي المسابقة؛ ادخل إلى لوحة المشرفين' },
  notForYourRole: { en: 'Your console role does not allow this', ar: 'دورك في لوحة المشرفين لا يسمح بهذا' },
  setupLinkInvalid: { en: 'This setup link is not valid any more: use the newest link from the server\'s log', ar: 'رابط الإعداد هذا لم يعد صالحًا؛ استخدم أحدث رابط في سجل الخادم' },
  setupDone: { en: 'The console already has an administrator: sign in instead', ar: 'للوحة المشرفين مدير بالفعل؛ سجّل الدخول بدلًا من ذلك' },
  setupCreated: { en: 'Your administrator account is ready', ar: 'حساب المدير جاهز' },
  invitationInvalid: { en: 'This invitation link is not valid any more: ask an administrator for a new one', ar: 'رابط الدعوة هذا لم يعد صالحًا؛ اطلب من أحد المديرين دعوة جديدة' },
  invitationAccepted: { en: 'Your password is set', ar: 'تم تعيين كلمة المرور' },
  invitationSent: { en: 'The invitation was sent', ar: 'أُرسلت الدعوة' },
  consoleEmailTaken: { en: 'A console account with this email exists already', ar: 'يوجد حساب في لوحة المشرفين بهذا البريد الإلكتروني' },
  siteAccountEmail: { en: 'This email belongs to a site account; console accounts are never contestants: use another email', ar: 'هذا البريد لحساب في الموقع، وحسابات اللوحة لا تكون لمتسابقين؛ استخدم بريدًا آخر' },
  lastAdministrator: { en: 'This is the last active administrator: make another administrator first', ar: 'هذا آخر مدير نشط؛ عيّن مديرًا آخر أولًا' },
  accountSaved: { en: 'Saved', ar: 'تم الحفظ' },
  reviewersOnlyReview: { en: 'Reviewers can only review recordings', ar: 'المراجع يقتصر عمله على مراجعة التسجيلات' },
  verdictSaved: { en: 'Your verdict was saved', ar: 'حُفظ حكمك' },
  alreadyReviewed: { en: 'You have already given your verdict on this item', ar: 'أصدرت حكمك على هذا العنصر من قبل' },
  itemDecided: { en: 'This item has already been decided', ar: 'حُسم أمر هذا العنصر من قبل' },
  conflictOfInterest: {
    en: 'You cannot judge this item: it is your own entry or one you declared a conflict of interest with',
    ar: 'لا يمكنك الحكم على هذا العنصر: فهو مشاركتك أو مشاركة أعلنتَ تعارض مصالح معها',
  },
  scoresIncomplete: { en: 'Score every criterion of the rubric within its maximum', ar: 'امنح كل معيار من معايير التقييم درجة لا تتجاوز حدّه الأعلى' },
  scoresNotForRecusal: { en: 'A recusal carries no scores', ar: 'التنحّي لا يصحبه تقييم' },
  reasonRequired: { en: 'Give a reason', ar: 'اذكر السبب' },
  decisionSaved: { en: 'The decision was saved and the contestant notified', ar: 'حُفظ القرار وأُبلغ المتسابق' },
  requestNotDecidable: { en: 'This request cannot take that decision in its present state', ar: 'لا يقبل هذا الطلب هذا القرار في حالته الحالية' },
  testNotStarted: { en: 'The test starts on {at} Mecca time: its attendance and result can be recorded from then', ar: 'يبدأ الاختبار يوم {at} بتوقيت مكة: يُسجَّل الحضور والنتيجة بعد بدئه' },
  meetingUrlInvalid: { en: 'Enter the meeting link, starting with https://', ar: 'أدخل رابط الاجتماع مبدوءًا بـ https://' },
  degreeRequired: { en: 'Enter the degree, from 0 to 100', ar: 'أدخل الدرجة من ٠ إلى ١٠٠' },
  attendedRequired: { en: 'Say whether the contestant attended', ar: 'حدّد هل حضر المتسابق' },
  passedRequired: { en: 'Say whether the contestant passed', ar: 'حدّد هل نجح المتسابق' },
  slotFull: { en: 'This slot has no free seat', ar: 'لا مقعد شاغرًا في هذا الموعد' },
  slotCreated: { en: 'The slot was opened', ar: 'فُتح الموعد' },
  slotClosed: { en: 'The slot was closed', ar: 'أُغلق الموعد' },
  slotExists: { en: 'A slot already starts at this time', ar: 'يوجد موعد يبدأ في هذا الوقت' },
  slotInUse: { en: 'Contestants hold seats in this slot; it cannot be closed', ar: 'في هذا الموعد مقاعد محجوزة لمتسابقين؛ لا يمكن إغلاقه' },
  slotInPast: { en: 'Choose a time in the future', ar: 'اختر وقتًا في المستقبل' },
  noSuchDay: { en: 'Choose a day the calendar has', ar: 'اختر يومًا موجودًا في التقويم' },
  notAnImpression: { en: 'Only impressions can be published', ar: 'لا يُنشر إلا الانطباعات' },
  authorDidNotTakePart: { en: 'Only the impression of someone who took part can be published', ar: 'لا يُنشر إلا انطباع من شارك في المسابقة' },
  alreadyPublished: { en: 'This impression is already published', ar: 'هذا الانطباع منشور من قبل' },
  notPublished: { en: 'This impression is not published', ar: 'هذا الانطباع غير منشور' },
  // the inbox (server/api/operator/inbox.ts)
  notAThread: { en: 'Only complaints and suggestions are answered in the inbox', ar: 'لا يُرَدّ في صندوق الرسائل إلا على الشكاوى والاقتراحات' },
  threadClosed: { en: 'This thread is closed; reopen it to answer', ar: 'هذه المحادثة مغلقة؛ أعد فتحها للرد' },
  threadAlreadyClosed: { en: 'This thread is already closed', ar: 'هذه المحادثة مغلقة من قبل' },
  threadNotClosed: { en: 'This thread is not closed', ar: 'هذه المحادثة غير مغلقة' },
  answerMailFailed: { en: 'The e-mail could not be sent, so the answer was not saved. Try again later.', ar: 'تعذّر إرسال البريد، فلم يُحفظ الرد. حاول لاحقًا.' },
  inboxAnswerSent: { en: 'The answer was e-mailed and added to the thread', ar: 'أُرسل الرد بالبريد وأُضيف إلى المحادثة' },
  threadClosedNow: { en: 'The thread was closed', ar: 'أُغلقت المحادثة' },
  threadReopened: { en: 'The thread was reopened', ar: 'أُعيد فتح المحادثة' },
  // broadcasts (server/api/operator/broadcasts.ts)
  broadcastSaved: { en: 'The draft was saved', ar: 'حُفظت المسودة' },
  broadcastScheduled: { en: 'The broadcast is scheduled', ar: 'جُدول الإعلان' },
  broadcastSending: { en: 'The broadcast is being sent', ar: 'يجري إرسال الإعلان' },
  broadcastCancelled: { en: 'The scheduled broadcast was cancelled', ar: 'أُلغي الإعلان المجدول' },
  broadcastCopySent: { en: 'A copy was e-mailed to you', ar: 'أُرسلت إليك نسخة بالبريد' },
  broadcastNotDraft: { en: 'Only a draft can be changed or sent', ar: 'لا يُعدَّل أو يُرسَل إلا ما كان مسودة' },
  broadcastNotScheduled: { en: 'Only a scheduled broadcast that has not started can be cancelled', ar: 'لا يُلغى إلا إعلان مجدول لم يبدأ إرساله' },
  broadcastAudienceChanged: {
    en: plural('count', { one: 'The audience changed: it is now one contestant; confirm again', other: 'The audience changed: it is now {count} contestants; confirm again' }),
    ar: 'تغيّر الجمهور، وعدده الآن {count}؛ أكّد مرة أخرى',
  },
  broadcastEmptyAudience: { en: 'No contestant is in this audience', ar: 'لا يوجد متسابق في هذا الجمهور' },
  broadcastUnknownStatus: { en: 'This track has no such status', ar: 'لا توجد هذه الحالة في هذا المسار' },
  broadcastStatusNeedsTrack: { en: 'Choose the track whose status this is', ar: 'اختر المسار الذي تتبعه هذه الحالة' },
  broadcastTimeInPast: { en: 'Choose a time in the future', ar: 'اختر وقتًا في المستقبل' },
  broadcastCopyFailed: { en: 'The copy could not be e-mailed. Try again later.', ar: 'تعذّر إرسال النسخة بالبريد. حاول لاحقًا.' },
  impressionPublished: { en: 'The impression was published on the home page', ar: 'نُشر الانطباع في الصفحة الرئيسية' },
  impressionUnpublished: { en: 'The impression was taken off the home page', ar: 'أُزيل الانطباع من الصفحة الرئيسية' },
  drawStepTaken: { en: 'Done', ar: 'تم' },
  drawStepRefused: { en: 'This step of the draw cannot be taken now: {reason}', ar: 'لا يمكن تنفيذ هذه الخطوة من القرعة الآن: {reason}' },
  // why a draw step was refused (server/draw's DrawErrorCode), inserted into drawStepRefused
  drawNoCompetition: { en: 'there is no competition', ar: 'لا توجد مسابقة' },
  drawUnknownTrack: { en: 'the competition has no such track', ar: 'المسار غير موجود في هذه المسابقة' },
  drawNotEnded: { en: 'the competition has not ended yet', ar: 'لم تنتهِ المسابقة بعد' },
  drawTooLateToAnnounce: { en: 'it is too late to announce the source of randomness', ar: 'فات وقت الإعلان عن مصدر العشوائية' },
  drawAlreadyAnnounced: { en: 'this draw was announced already', ar: 'أُعلن عن هذه القرعة من قبل' },
  drawNotAnnounced: { en: 'this draw was not announced', ar: 'لم يُعلن عن هذه القرعة' },
  drawSecretNotAnnounced: { en: 'no source of randomness was announced before the end', ar: 'لم يُعلن عن مصدر للعشوائية قبل نهاية المسابقة' },
  drawAlreadyCommitted: { en: 'the list is frozen already', ar: 'جُمّدت القائمة من قبل' },
  drawNotCommitted: { en: 'freeze the eligible list first', ar: 'جمّد قائمة المؤهلين أولًا' },
  drawAlreadyDrawn: { en: 'the draw was run already and is never run again', ar: 'أُجريت القرعة من قبل ولا تُعاد' },
  drawNotDrawn: { en: 'run the draw first', ar: 'أجرِ القرعة أولًا' },
  drawAlreadyPublished: { en: 'the winners are published already', ar: 'نُشر الفائزون من قبل' },
  drawNotPublished: { en: 'certificates are issued from the frozen list once the winners are published: freeze the list, run the draw and publish the winners first', ar: 'تصدر الشهادات من قائمة المؤهلين المجمّدة بعد نشر الفائزين: جمّد القائمة وأجرِ القرعة وانشر الفائزين أولًا' },
  drawSecretRequired: { en: 'the announced secret is needed', ar: 'السرّ المُعلن مطلوب' },
  drawSecretMismatch: { en: 'the secret does not match the announced one', ar: 'السرّ لا يطابق ما أُعلن' },
  drawRandomnessUnavailable: { en: 'the randomness cannot be fetched now', ar: 'تعذّر الحصول على العشوائية الآن' },
  drawRandomnessInvalid: { en: 'the randomness received is not valid', ar: 'العشوائية المستلمة غير صالحة' },
  secretRequired: { en: 'Enter the operator secret announced for this draw', ar: 'أدخل السرّ المُعلن لهذه القرعة' },
  // recordings: what the server checks in a take (issue 17)
  audioWrongType: { en: 'This file is not a recording we can play; record again', ar: 'هذا الملف ليس تسجيلًا صوتيًا يمكن تشغيله؛ سجّل مرة أخرى' },
  audioTooShort: { en: 'The recording is too short: it must last at least {min}', ar: 'التسجيل قصير جدًا: يجب ألا تقل مدته عن {min}' },
  audioTooLong: { en: 'The recording is too long: it must last at most {max}', ar: 'التسجيل طويل جدًا: يجب ألا تزيد مدته على {max}' },
  audioDamaged: { en: 'Part of this recording is damaged and cannot be heard; record again', ar: 'جزء من هذا التسجيل تالف لا يُسمع؛ سجّل مرة أخرى' },
  audioTooManyRefused: { en: 'Too many of your recordings were refused in a short time; try again later', ar: 'رُفض كثير من تسجيلاتك في وقت قصير؛ حاول مرة أخرى لاحقًا' },
  audioSilent: { en: 'The recording is silent: no voice was heard. Check the microphone and record again', ar: 'التسجيل صامت: لم يُسمع فيه صوت. تحقّق من الميكروفون وسجّل مرة أخرى' },
  audioChecksUnavailable: { en: 'Recordings cannot be checked on this server right now; try again later', ar: 'تعذّر فحص التسجيلات على هذا الخادم حاليًا؛ حاول لاحقًا' },
  audioChecksBusy: { en: 'The server is busy checking recordings; try again in a moment', ar: 'الخادم مشغول بفحص التسجيلات؛ حاول بعد قليل' },
  idempotencyKeyReused: { en: 'This upload key was already used for another recording', ar: 'استُخدم مفتاح الرفع هذا لتسجيل آخر' },
  attemptAccepted: { en: 'An attempt of yours was already accepted; no new attempt is needed', ar: 'قُبلت إحدى محاولاتك من قبل؛ لا حاجة إلى محاولة جديدة' },
  prizeRequestOpen: { en: 'A request for this prize is already in progress', ar: 'يوجد طلب قائم لهذه الجائزة' },
  // results
  pdfUnavailable: { en: 'Certificates cannot be printed on this server right now', ar: 'تعذّرت طباعة الشهادات على هذا الخادم حاليًا' },
  countryUnknown: { en: 'Choose a country from the list', ar: 'اختر دولة من القائمة' },
  ibanInvalid: { en: 'This IBAN is not valid; check it and try again', ar: 'رقم الآيبان غير صحيح؛ راجعه وحاول مرة أخرى' },
  // finance's steps on prize requests (server/api/operator/prizes.ts)
  prizeRequestNotDecidable: { en: 'This prize request cannot take that step in its present state', ar: 'لا يقبل طلب الجائزة هذه الخطوة في حالته الحالية' },
  paymentNeedsSecondApprover: {
    en: 'You recorded this payment; a different finance account must confirm it',
    ar: 'أنت من سجّل هذا التحويل؛ يجب أن يعتمده حساب مالية آخر',
  },
  paymentReferenceRequired: { en: "Enter the bank's reference of the transfer", ar: 'أدخل مرجع التحويل من البنك' },
  prizeIbanInvalid: { en: "This request's IBAN fails its check digits; return it to the winner to correct", ar: 'رقم الآيبان في هذا الطلب لا يجتاز التحقق؛ أعِده إلى الفائز لتصحيحه' },
  // the competition cycle (issue 29)
  competitionSaved: { en: 'Saved', ar: 'حُفظ' },
  // the site's texts (server/api/operator/site.ts)
  siteSaved: { en: 'Saved: the site shows it at its next load', ar: 'حُفظ: يظهر في الموقع عند تحميله التالي' },
  siteLinkInvalid: { en: 'Enter a full address starting with https://', ar: 'اكتب عنوانًا كاملًا يبدأ بـ https://' },
  siteEntryRepeated: { en: 'This entry appears twice in the list', ar: 'هذا العنصر مكرر في القائمة' },
  siteEntryUnknown: { en: 'This entry no longer exists: reload the page', ar: 'هذا العنصر لم يعد موجودًا: أعد تحميل الصفحة' },
  competitionStepTaken: { en: 'Done', ar: 'تم' },
  competitionStepRefused: { en: 'This step cannot be taken now: {reason}', ar: 'لا يمكن تنفيذ هذه الخطوة الآن: {reason}' },
  competitionNotReady: {
    en: plural('count', { one: 'This competition cannot be published yet: one thing is missing', other: 'This competition cannot be published yet: {count} things are missing' }),
    ar: plural('count', {
      one: 'لا يمكن نشر هذه المسابقة بعد: ينقصها أمر واحد',
      two: 'لا يمكن نشر هذه المسابقة بعد: ينقصها أمران',
      few: 'لا يمكن نشر هذه المسابقة بعد: ينقصها {count} أمور',
      many: 'لا يمكن نشر هذه المسابقة بعد: ينقصها {count} أمرًا',
      other: 'لا يمكن نشر هذه المسابقة بعد: ينقصها {count} أمر',
    }),
  },
  contentLocked: {
    en: 'This competition has started: its questions, recitations and levels can no longer change',
    ar: 'بدأت هذه المسابقة: لم يعد ممكنًا تغيير أسئلتها وتلاواتها ومستوياتها',
  },
  dateReasonRequired: { en: 'Say why the dates move: the reason is kept in the audit log', ar: 'اذكر سبب تغيير المواعيد: يُحفظ السبب في سجل التدقيق' },
  dateMovesBackward: { en: 'Contestants have seen this date: it can only move later', ar: 'اطّلع المتسابقون على هذا الموعد: لا يُنقل إلا إلى وقت لاحق' },
  startPassedCannotMove: { en: 'The competition has started: its start can no longer move', ar: 'بدأت المسابقة: لم يعد ممكنًا نقل موعد بدايتها' },
  endBeforeStart: { en: 'The end must come after the start', ar: 'يجب أن تأتي النهاية بعد البداية' },
  // the Tracks editor (issue 29 point 5; the locks are explained in server/api/operator/tracks.ts)
  prizesPerPlace: { en: 'Give one prize for each place: as many amounts as winners', ar: 'حدّد جائزة لكل مركز: عدد المبالغ بعدد الفائزين' },
  attemptsOnlyFifth: { en: 'Only the fifth track has a number of attempts', ar: 'عدد المحاولات خاص بالمسار الخامس' },
  trackWinnersLocked: { en: 'This competition has started: its number of winners can no longer change', ar: 'بدأت هذه المسابقة: لم يعد ممكنًا تغيير عدد الفائزين' },
  attemptsLocked: { en: 'This competition has started: the number of attempts allowed can no longer change', ar: 'بدأت هذه المسابقة: لم يعد ممكنًا تغيير عدد المحاولات المسموح بها' },
  trackDrawStarted: { en: 'The draw of this track has started: its winners and prizes can no longer change', ar: 'بدأت قرعة هذا المسار: لم يعد ممكنًا تغيير عدد فائزيه وجوائزه' },
  recitationSurah: { en: 'Choose a surah of the Quran (1 to 114)', ar: 'اختر سورة من سور القرآن (من ١ إلى ١١٤)' },
  recitationFromAyah: { en: 'This surah has no such verse: choose a first verse within it', ar: 'لا توجد هذه الآية في السورة: اختر أول آية من آياتها' },
  recitationToAyah: { en: 'The last verse must be in this surah and not before the first', ar: 'يجب أن تكون آخر آية من السورة نفسها وألّا تسبق الأولى' },
  contentItemGone: { en: 'This item is no longer in the list: reload it and try again', ar: 'لم يعد هذا العنصر في القائمة: أعد تحميلها وحاول مجددًا' },
  competitionArchived: { en: 'An archived competition is kept as it ended and cannot change', ar: 'تُحفظ المسابقة المؤرشفة كما انتهت ولا تتغير' },
  // site archives and deleting a draft (issue 30 point 7, server/api/operator/exports.ts)
  competitionDeleted: { en: 'The competition was deleted; an archive of it was kept first', ar: 'حُذفت المسابقة، وحُفظ أرشيف لها قبل حذفها' },
  competitionNotDraft: { en: 'Only a draft competition can be deleted', ar: 'لا تُحذف إلا المسابقة التي ما زالت مسودة' },
  competitionHasEntrants: { en: 'Contestants have entered this competition, so it cannot be deleted', ar: 'شارك متسابقون في هذه المسابقة، فلا يمكن حذفها' },
  exportReady: { en: 'The archive is ready to download', ar: 'الأرشيف جاهز للتنزيل' },
  // examiner availability of the third and fourth tracks (issue 29, point 5)
  availabilitySaved: { en: 'Availability saved', ar: 'حُفظت المواعيد المتاحة' },
  availabilityInvalid: { en: 'Check the highlighted availability fields', ar: 'راجع حقول المواعيد المتاحة المشار إليها' },
  availabilityCancelsBookings: {
    en: plural('count', {
      one: 'This change would cancel one booked test; contestants keep their seats, so it was not saved',
      other: 'This change would cancel {count} booked tests; contestants keep their seats, so it was not saved',
    }),
    ar: plural('count', {
      one: 'يلغي هذا التغيير اختبارًا محجوزًا واحدًا؛ يحتفظ المتسابقون بمقاعدهم، فلم يُحفظ',
      two: 'يلغي هذا التغيير اختبارين محجوزين؛ يحتفظ المتسابقون بمقاعدهم، فلم يُحفظ',
      few: 'يلغي هذا التغيير {count} اختبارات محجوزة؛ يحتفظ المتسابقون بمقاعدهم، فلم يُحفظ',
      many: 'يلغي هذا التغيير {count} اختبارًا محجوزًا؛ يحتفظ المتسابقون بمقاعدهم، فلم يُحفظ',
      other: 'يلغي هذا التغيير {count} اختبار محجوز؛ يحتفظ المتسابقون بمقاعدهم، فلم يُحفظ',
    }),
  },
  availability_hoursInvalid: { en: 'Each range needs a start and a later end, as HH:MM', ar: 'يحتاج كل نطاق إلى بداية ونهاية بعدها بصيغة HH:MM' },
  availability_hoursOverlap: { en: 'These hours overlap others of the same day', ar: 'تتداخل هذه الساعات مع ساعات أخرى في اليوم نفسه' },
  availability_dayInvalid: { en: 'Choose a day of the week', ar: 'اختر يومًا من أيام الأسبوع' },
  availability_datesInvalid: { en: 'Give a start day and an end day on or after it', ar: 'حدّد يوم بداية ويوم نهاية لا يسبقه' },
  availability_outOfRange: { en: 'This number is outside what is allowed', ar: 'هذا الرقم خارج الحدود المسموح بها' },
  // readiness findings, one sentence each ({track}: the track's name; {language}: the language's name)
  readiness_titleMissing: { en: 'The competition has no title in {language}', ar: 'لا عنوان للمسابقة باللغة {language}' },
  readiness_datesInvalid: { en: 'The end date does not come after the start date', ar: 'تاريخ النهاية لا يأتي بعد تاريخ البداية' },
  readiness_startPassed: { en: 'The start date has already passed', ar: 'تاريخ البداية قد مضى' },
  readiness_trackMissing: { en: 'The {track} is missing', ar: '{track}: غير موجود' },
  readiness_trackTitleMissing: { en: 'The {track} has no title in {language}', ar: '{track}: لا عنوان باللغة {language}' },
  readiness_trackSubtitleMissing: { en: 'The {track} has no subtitle in {language}', ar: '{track}: لا عنوان فرعي باللغة {language}' },
  readiness_trackDescriptionMissing: { en: 'The {track} has no description in {language}', ar: '{track}: لا وصف باللغة {language}' },
  readiness_noWinners: { en: 'The {track} has no number of winners', ar: '{track}: لم يُحدَّد عدد الفائزين' },
  readiness_noPrize: { en: 'The {track} has no prize', ar: '{track}: لم تُحدَّد الجائزة' },
  readiness_noQuestions: { en: 'The {track} has no questions', ar: '{track}: لا أسئلة' },
  readiness_questionIncomplete: { en: 'Some questions of the {track} lack their text, four options or the right answer in {language}', ar: '{track}: بعض الأسئلة ينقصها نصها أو خياراتها الأربعة أو الإجابة الصحيحة باللغة {language}' },
  readiness_noTimeLimit: { en: 'The {track} has no time limit', ar: '{track}: لا مدة محددة للمحاولة' },
  readiness_fewRecitations: { en: 'The {track} has fewer than five recitations', ar: '{track}: أقل من خمس تلاوات' },
  readiness_recitationTitleMissing: { en: 'Some recitations of the {track} have no title in {language}', ar: '{track}: بعض التلاوات بلا عنوان باللغة {language}' },
  readiness_noLevels: { en: 'The {track} has no levels', ar: '{track}: لا مستويات' },
  readiness_levelIncomplete: { en: 'Some levels of the {track} lack their title or description in {language}', ar: '{track}: بعض المستويات ينقصها عنوانها أو وصفها باللغة {language}' },
  readiness_noAvailability: { en: 'The {track} has no appointment slots between the start and the end', ar: '{track}: لا مواعيد اختبار بين البداية والنهاية' },
  readiness_questionsPerAttemptInvalid: {
    en: 'The {track} asks more questions per attempt than its bank holds',
    ar: '{track}: عدد أسئلة المحاولة أكبر من عدد أسئلة البنك',
  },
  // the first track's question bank (server/api/operator/questions.ts)
  questionArabicRequired: { en: 'Write the question and its four options in Arabic (English may follow later)', ar: 'اكتب السؤال وخياراته الأربعة بالعربية (ويمكن إضافة الإنجليزية لاحقًا)' },
  questionSameOptions: { en: 'Two options have the same Arabic text', ar: 'خياران لهما النص العربي نفسه' },
  questionOrderInvalid: { en: 'The new order must name every question of the bank once', ar: 'يجب أن يذكر الترتيب الجديد كل سؤال في البنك مرة واحدة' },
  questionsPerAttemptTooMany: { en: 'The bank holds {count} questions: an attempt cannot ask more', ar: 'في البنك {count} سؤالًا: لا يمكن أن تطلب المحاولة أكثر منها' },
  questionImportChecked: { en: 'Checked: {count} questions ready to add', ar: 'فُحص الملف: {count} سؤالًا جاهزة للإضافة' },
  questionImportSaved: { en: '{count} questions saved', ar: 'حُفظ {count} سؤالًا' },
  questionImportFaulty: {
    en: plural('count', { one: 'The file has 1 fault: nothing was saved', other: 'The file has {count} faults: nothing was saved' }),
    ar: plural('count', {
      one: 'في الملف خطأ واحد: لم يُحفظ شيء',
      two: 'في الملف خطآن: لم يُحفظ شيء',
      few: 'في الملف {count} أخطاء: لم يُحفظ شيء',
      other: 'في الملف {count} خطأً: لم يُحفظ شيء',
    }),
  },
  import_empty: { en: 'line {line}: the file holds no questions', ar: 'السطر {line}: لا أسئلة في الملف' },
  import_header: { en: 'line {line}: the first row must name these eleven columns: {columns}', ar: 'السطر {line}: يجب أن يسمّي الصف الأول هذه الأعمدة الأحد عشر: {columns}' },
  import_columns: { en: 'line {line}: {expected} columns were expected, {count} found', ar: 'السطر {line}: كان المتوقع {expected} عمودًا، ووُجد {count}' },
  import_unclosedQuote: { en: 'line {line}: a text opened with a quotation mark is never closed', ar: 'السطر {line}: نص بدأ بعلامة تنصيص ولم تُغلق' },
  import_textMissing: { en: 'line {line}: {field} is empty', ar: 'السطر {line}: {field} فارغ' },
  import_textTooLong: { en: 'line {line}: {field} is longer than {expected} characters', ar: 'السطر {line}: {field} أطول من {expected} حرفًا' },
  import_correctInvalid: { en: 'line {line}: the correct answer must be A, B, C or D', ar: 'السطر {line}: يجب أن تكون الإجابة الصحيحة A أو B أو C أو D (أو أ، ب، ج، د)' },
  import_sameOptions: { en: 'line {line}: two options have the same Arabic text', ar: 'السطر {line}: خياران لهما النص العربي نفسه' },
  import_optionExpected: { en: 'line {line}: option {found} was expected (a line starting "{found}." or "{found})")', ar: 'السطر {line}: كان المتوقع الخيار {found} (سطر يبدأ بـ "{found}." أو "{found})")' },
  import_answerExpected: { en: 'line {line}: the answer line was expected ("ANSWER: A", B, C or D)', ar: 'السطر {line}: كان المتوقع سطر الإجابة ("ANSWER: A" أو B أو C أو D)' },
  import_tooManyOptions: { en: 'line {line}: a question has exactly four options, A to D', ar: 'السطر {line}: للسؤال أربعة خيارات بالضبط، من A إلى D' },
  import_tooManyQuestions: { en: 'line {line}: one import adds at most {expected} questions', ar: 'السطر {line}: يضيف الاستيراد الواحد {expected} سؤال على الأكثر' },
  // a contestant's deletion request and its anonymising (server/api/deletion.ts, server/operators/anonymise.ts)
  deletionRequested: {
    en: 'Your request has been received: an administrator will delete your account',
    ar: 'وصل طلبك: سيحذف أحد المشرفين حسابك',
  },
  deletionAlreadyRequested: { en: 'You have already asked for your account to be deleted', ar: 'سبق أن طلبت حذف حسابك' },
  deletionNotRequested: { en: 'This contestant has not asked for their account to be deleted', ar: 'لم يطلب هذا المتسابق حذف حسابه' },
  accountAnonymised: { en: 'This account has already been anonymised', ar: 'سبق إخفاء هوية هذا الحساب' },
  contestantAnonymised: { en: 'The account is anonymised: only its pseudonym remains', ar: 'أُخفيت هوية الحساب: لم يبقَ منه إلا اسمه المستعار' },
  // the console's contestants and exports (server/operators/contestantFilter.ts)
  statusNeedsTrack: { en: 'Choose a track to filter by its status', ar: 'اختر مسارًا للتصفية بحالته' },
  unknownStatus: { en: 'This track has no such status', ar: 'لا توجد هذه الحالة في هذا المسار' },
  trackRequired: { en: 'Choose the track whose entries to export', ar: 'اختر المسار الذي تُصدَّر مشاركاته' },
} as const satisfies Record<string, Record<Lang, Text>>;

export type MessageKey = keyof typeof messages;

/** Every key of the catalogue, for the tests that read all of it. */
export const messageKeys = Object.keys(messages) as MessageKey[];

/**
 * What a message's `{name}` takes: a string as it is, a number or a length of time (`m:ss`) in the language's digits.
 * Numbers are written without grouping (limits and counts such as 1000 read as the spec's texts write them).
 */
export type MessageParam = string | number | { durationMs: number };
export type MessageParams = Record<string, MessageParam>;

const written = (lang: Lang, value: MessageParam): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? formatNumber(lang, value, { useGrouping: false }) : formatDuration(lang, value.durationMs);

/** The message in the language, its parameters written with the site's formatter (`{seconds}` → `٣٠` in Arabic). */
export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const entry: Text = messages[key][lang];
  const template = typeof entry === 'string' ? entry : (entry[pluralFormOf(lang, Number(params[entry.by]))] ?? entry.other);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    return value === undefined ? `{${name}}` : written(lang, value);
  });
}
