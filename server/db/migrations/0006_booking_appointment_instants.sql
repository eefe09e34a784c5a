-- Custom SQL migration file, put your code below! ---- Appointments become instants: the stored Mecca date and time (UTC+03:00, no daylight saving) read as one instant.
UPDATE "submissions" SET "appointment_at" = (("date" || ' ' || "time")::timestamp - interval '3 hours') AT TIME ZONE 'UTC' WHERE "appointment_at" IS NULL;
