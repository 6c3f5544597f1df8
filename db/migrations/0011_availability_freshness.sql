CREATE TABLE "availability_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "availability_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_requests_warehouse_created_idx" ON "availability_requests" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "warehouses_availability_confirmed_at_idx" ON "warehouses" USING btree ("availability_confirmed_at") WHERE "warehouses"."status" = 'active';--> statement-breakpoint
-- Listings written before this migration count as confirmed at their last update: the closest
-- record of when someone last looked at them.
UPDATE "warehouses" SET "availability_confirmed_at" = "updated_at";--> statement-breakpoint
-- The covering index of radius search (0001) also carries what search now ranks and filters on:
-- the confirmation time (stale listings rank after fresher ones) and the owner (Owner verified).
DROP INDEX "warehouses_active_location_idx";--> statement-breakpoint
CREATE INDEX "warehouses_active_location_idx" ON "warehouses" USING btree ("latitude","longitude") INCLUDE ("id","storage_type","services_offered","storage_term_type","is_paid","updated_at","square_feet","space_available_sq_ft","space_available_pallets","available_from","price_per_pallet_month","price_per_sq_ft_year","clear_height_ft","dock_doors","certifications","availability_confirmed_at","user_id") WHERE "warehouses"."status" = 'active';
