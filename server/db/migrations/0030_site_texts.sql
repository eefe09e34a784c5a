-- Issue 29 point 6: the site's texts are the organiser's, edited in the console, stored as localized values.
-- FAQ entries hold their texts (they were keys into the site's dictionaries): today's dictionary texts are backfilled,
-- so an existing database shows exactly what it showed. A key the dictionaries did not know stays as it was shown.

ALTER TABLE "faqs" ADD COLUMN "question" jsonb;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer" jsonb;--> statement-breakpoint
UPDATE "faqs" SET "question" = CASE "question_key"
    WHEN 'faq.q1' THEN '{"ar": "من يحق له المشاركة في المسابقة؟", "en": "Who can take part in the competition?"}'::jsonb
    WHEN 'faq.q2' THEN '{"ar": "هل يمكنني المشاركة في أكثر من مسار؟", "en": "Can I take part in more than one track?"}'::jsonb
    WHEN 'faq.q3' THEN '{"ar": "كيف يُختار الفائزون؟", "en": "How are the winners chosen?"}'::jsonb
    WHEN 'faq.q4' THEN '{"ar": "متى تُحوَّل الجوائز؟", "en": "When are prizes paid?"}'::jsonb
    WHEN 'faq.q5' THEN '{"ar": "كم محاولة لدي في المسار الخامس؟", "en": "How many attempts do I have in the fifth track?"}'::jsonb
    WHEN 'faq.q6' THEN '{"ar": "بأي توقيت تُحسب مواعيد المسابقة؟", "en": "Which time zone do the competition times use?"}'::jsonb
    ELSE jsonb_build_object('ar', "question_key", 'en', "question_key") END,
  "answer" = CASE "answer_key"
    WHEN 'faq.a1' THEN '{"ar": "كل مسلم ومسلمة من جميع الجنسيات ممن أتموا العاشرة.", "en": "Any Muslim man or woman of any nationality aged ten or over."}'::jsonb
    WHEN 'faq.a2' THEN '{"ar": "نعم، يمكنك المشاركة في المسارات الخمسة، مرة واحدة في كل مسار.", "en": "Yes, you can enter all five tracks, once in each."}'::jsonb
    WHEN 'faq.a3' THEN '{"ar": "بالسحب الإلكتروني بين أصحاب الإجابات الصحيحة أو بعد تقييم لجنة التحكيم.", "en": "By an electronic draw among correct entries, or after the judging committee evaluates them."}'::jsonb
    WHEN 'faq.a4' THEN '{"ar": "خلال أسبوعين من إعلان النتائج، بالريال السعودي.", "en": "Within two weeks of the results, in Saudi riyals."}'::jsonb
    WHEN 'faq.a5' THEN '{"ar": "ثلاث محاولات على الأكثر لتسجيل سورة الفاتحة.", "en": "At most three attempts at recording Al-Fatiha."}'::jsonb
    WHEN 'faq.a6' THEN '{"ar": "جميع المواعيد بتوقيت مكة المكرمة.", "en": "All times are Mecca time."}'::jsonb
    ELSE jsonb_build_object('ar', "answer_key", 'en', "answer_key") END;--> statement-breakpoint
ALTER TABLE "faqs" ALTER COLUMN "question" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ALTER COLUMN "answer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" DROP COLUMN "question_key";--> statement-breakpoint
ALTER TABLE "faqs" DROP COLUMN "answer_key";--> statement-breakpoint
-- The method section's texts and the partners' links become settings. Only a database that already has settings
-- (one that shows content today) gets today's texts; an empty one is the organiser's to fill.
INSERT INTO "settings" ("key", "value")
SELECT "key", "value" FROM (VALUES
  ('method_title', '{"ar": "طريقة المشاركة", "en": "How to take part"}'::jsonb),
  ('method_intro', '{"ar": "ثلاثة عشر يومًا وخمسة مسارات وتسعون فائزًا، وكل المواعيد بتوقيت مكة المكرمة.", "en": "Thirteen days, five tracks and ninety winners; every time is Mecca time."}'::jsonb),
  ('method_step_1', '{"ar": "خمسة مسارات: اختبار أسئلة محدود الوقت، وتلاوات مسجّلة، واختبارا حفظ مباشران بموعد تحجزه، ومحاولة حفظ مسجّلة؛ ولكل متسابق مشاركة واحدة في كل مسار.", "en": "Five tracks: a timed quiz, recorded recitations, two live memorisation tests booked by appointment, and a recorded memorisation attempt; each contestant enters each track once."}'::jsonb),
  ('method_step_2', '{"ar": "تُصحَّح إجابات الاختبار القصير آليًا، ويقيّم التسجيلاتِ محكّمان لا يعرفان اسم المتسابق (وثالث إذا اختلفا)، ويقيّم الاختبارَ المباشر ممتحِن.", "en": "Quiz answers are marked automatically; recordings are judged by two reviewers who do not see the contestant''s name (a third when they disagree), and live tests by an examiner."}'::jsonb),
  ('method_step_3', '{"ar": "يُختار الفائزون بسحب إلكتروني بين المشاركات المؤهلة في كل مسار، وسجلّ كل سحب منشور يستطيع أي أحد التحقق منه.", "en": "Winners are drawn electronically among each track''s qualifying entries, and every draw''s record is public for anyone to check."}'::jsonb),
  ('method_step_4', '{"ar": "ينال كل فائز جائزة مساره خلال أسبوعين مع شهادة موقّعة، وتنال كل مشاركة مقبولة شهادة مشاركة.", "en": "Each winner receives the track''s prize, paid within two weeks, and a signed certificate; every accepted entry earns a participation certificate."}'::jsonb),
  ('partner_first_url', '{"ar": "https://quran-service.example.org/", "en": "https://quran-service.example.org/"}'::jsonb),
  ('partner_second_url', '{"ar": "https://recitation-academy.example.org/", "en": "https://recitation-academy.example.org/"}'::jsonb)
) AS "texts" ("key", "value")
WHERE EXISTS (SELECT 1 FROM "settings")
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- Statistics are computed from the data (server/api/site.ts), never typed.
DROP TABLE "statistics";
