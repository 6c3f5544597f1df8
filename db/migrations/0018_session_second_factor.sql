ALTER TABLE "sessions" ADD COLUMN "second_factor_passed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- No session before this one recorded whether it entered a code: those of accounts with a second
-- factor end, and their owners sign in again with their code (docs/decisions/second-factor.md).
DELETE FROM "sessions" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "totp_secret" IS NOT NULL);
