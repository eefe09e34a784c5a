-- Issue 29 point 5: the second track's recitations and the third and fourth tracks' levels belong to each competition
-- (they were product-wide constants in server/db/seedContent.ts). Every existing competition gets the lists it showed
-- until now, with the same ids, so its contestants' clips (recordings.clip_index) and requests (submissions.level_id)
-- still name them.
CREATE TABLE "competition_recitations" (
	"competition_id" integer NOT NULL REFERENCES "competitions"("id") ON DELETE cascade,
	"id" integer NOT NULL,
	"position" integer NOT NULL,
	"surah_number" integer NOT NULL,
	"from_ayah" integer NOT NULL,
	"to_ayah" integer NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "competition_recitations_pk" PRIMARY KEY ("competition_id", "id")
);
--> statement-breakpoint
CREATE TABLE "competition_levels" (
	"competition_id" integer NOT NULL REFERENCES "competitions"("id") ON DELETE cascade,
	"id" integer NOT NULL,
	"track" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "competition_levels_pk" PRIMARY KEY ("competition_id", "id")
);
--> statement-breakpoint
INSERT INTO "competition_recitations" ("competition_id", "id", "position", "surah_number", "from_ayah", "to_ayah", "title")
SELECT c."id", v."id", v."position", v."surah_number", v."from_ayah", v."to_ayah", v."title"
FROM "competitions" c CROSS JOIN (VALUES
  (1, 0, 1, 1, 7, '{"ar":"سورة الفاتحة","en":"Al-Fatiha"}'::jsonb),
  (2, 1, 67, 1, 5, '{"ar":"سورة الملك ١–٥","en":"Al-Mulk 1–5"}'::jsonb),
  (3, 2, 55, 1, 13, '{"ar":"سورة الرحمن ١–١٣","en":"Ar-Rahman 1–13"}'::jsonb),
  (4, 3, 36, 1, 12, '{"ar":"سورة يس ١–١٢","en":"Ya-Sin 1–12"}'::jsonb),
  (5, 4, 18, 1, 5, '{"ar":"سورة الكهف ١–٥","en":"Al-Kahf 1–5"}'::jsonb)
) AS v("id", "position", "surah_number", "from_ayah", "to_ayah", "title");
--> statement-breakpoint
INSERT INTO "competition_levels" ("competition_id", "id", "track", "position", "title", "description")
SELECT c."id", v."id", v."track", v."position", v."title", v."description"
FROM "competitions" c CROSS JOIN (VALUES
  (1, 'third', 0, '{"ar":"ثلاثة أجزاء","en":"Three juz''"}'::jsonb, '{"ar":"حفظ ثلاثة أجزاء من القرآن الكريم","en":"Memorisation of three juz'' of the Quran"}'::jsonb),
  (2, 'third', 1, '{"ar":"خمسة أجزاء","en":"Five juz''"}'::jsonb, '{"ar":"حفظ خمسة أجزاء من القرآن الكريم","en":"Memorisation of five juz'' of the Quran"}'::jsonb),
  (3, 'third', 2, '{"ar":"عشرة أجزاء","en":"Ten juz''"}'::jsonb, '{"ar":"حفظ عشرة أجزاء من القرآن الكريم","en":"Memorisation of ten juz'' of the Quran"}'::jsonb),
  (4, 'third', 3, '{"ar":"القرآن كاملًا","en":"The whole Quran"}'::jsonb, '{"ar":"حفظ القرآن الكريم كاملًا","en":"Memorisation of the whole Quran"}'::jsonb),
  (5, 'fourth', 0, '{"ar":"جزء عمّ كاملًا","en":"All of Juz'' Amma"}'::jsonb, '{"ar":"حفظ جزء عمّ من سورة النبأ إلى سورة الناس","en":"Juz'' Amma from An-Naba'' to An-Nas"}'::jsonb),
  (6, 'fourth', 1, '{"ar":"نصف جزء عمّ","en":"Half of Juz'' Amma"}'::jsonb, '{"ar":"من سورة الأعلى إلى سورة الناس، للمتسابقين دون الثانية عشرة","en":"From Al-A''la to An-Nas, for contestants under twelve"}'::jsonb)
) AS v("id", "track", "position", "title", "description");
