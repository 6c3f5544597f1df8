ALTER TABLE "warehouses" DROP CONSTRAINT "warehouses_status_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_name" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "listing_name" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "listing_city" text;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "status_before_deletion" text;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "warehouses_deleted_at_idx" ON "warehouses" USING btree ("deleted_at") WHERE "warehouses"."deleted_at" is not null;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_deleted_check" CHECK (("warehouses"."status" = 'deleted') = ("warehouses"."deleted_at" is not null and "warehouses"."status_before_deletion" is not null));--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_status_check" CHECK ("warehouses"."status" in ('pending', 'active', 'paused', 'declined', 'deleted'));--> statement-breakpoint
-- Requests made before this migration take the name and city of the listing they were for; those
-- whose listing is gone already have nothing to copy.
UPDATE "quote_requests" SET "listing_name" = "warehouses"."name", "listing_city" = "warehouses"."city"
  FROM "warehouses" WHERE "warehouses"."id" = "quote_requests"."warehouse_id";--> statement-breakpoint
-- Entries written before this migration take the record's current name, or, for a record deleted
-- since, the name its deletion entry kept.
UPDATE "audit_log" SET "entity_name" = "warehouses"."name"
  FROM "warehouses" WHERE "audit_log"."entity_type" = 'listing' AND "warehouses"."id"::text = "audit_log"."entity_id";--> statement-breakpoint
UPDATE "audit_log" SET "entity_name" = "users"."username"
  FROM "users" WHERE "audit_log"."entity_type" = 'user' AND "users"."id"::text = "audit_log"."entity_id";--> statement-breakpoint
UPDATE "audit_log" SET "entity_name" = "deletion"."name"
  FROM (
    SELECT "entity_type", "entity_id", coalesce(("changes"::jsonb)->'name'->>'before', ("changes"::jsonb)->'username'->>'before') AS "name"
    FROM "audit_log" WHERE "action" IN ('listing.delete', 'user.delete')
  ) AS "deletion"
  WHERE "audit_log"."entity_name" IS NULL AND "deletion"."name" IS NOT NULL
    AND "deletion"."entity_type" = "audit_log"."entity_type" AND "deletion"."entity_id" = "audit_log"."entity_id";
