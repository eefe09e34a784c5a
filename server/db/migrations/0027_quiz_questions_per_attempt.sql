-- The first track draws its questions at random per contestant (issue 29 point 5): how many each attempt asks.
-- NULL asks every question of the bank, as every competition did before this column (the demo keeps doing so).
ALTER TABLE "competitions" ADD COLUMN "quiz_questions_per_attempt" integer;
