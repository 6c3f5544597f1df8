ALTER TABLE "warehouses" ADD COLUMN "position_source" text DEFAULT 'city' NOT NULL;--> statement-breakpoint
-- Listings saved before the source was recorded: a position exactly on a gazetteer place is the
-- city's centre the form started from, never a building someone placed; any other was placed.
UPDATE "warehouses" AS w SET "position_source" = 'pin'
  WHERE w."latitude" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "places" AS p WHERE p."latitude" = w."latitude" AND p."longitude" = w."longitude"
  );--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "public_latitude" double precision GENERATED ALWAYS AS (case when show_contact_info and position_source = 'pin' then latitude else floor(latitude * 100 + 0.5) / 100 end) STORED;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "public_longitude" double precision GENERATED ALWAYS AS (case when show_contact_info and position_source = 'pin' then longitude else floor(longitude * 100 + 0.5) / 100 end) STORED;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_position_source_check" CHECK ("warehouses"."position_source" in ('pin', 'city'));--> statement-breakpoint
-- Search distances and boxes are measured from the public position (docs/decisions/maps.md): the
-- covering location index carries it, so radius searches stay index-only.
DROP INDEX "warehouses_active_location_idx";--> statement-breakpoint
CREATE INDEX "warehouses_active_location_idx" ON "warehouses" USING btree ("latitude","longitude") INCLUDE ("id","storage_type","services_offered","storage_term_type","is_paid","updated_at","square_feet","space_available_sq_ft","space_available_pallets","available_from","price_per_pallet_month","price_per_sq_ft_year","clear_height_ft","dock_doors","certifications","availability_confirmed_at","owner_verified","public_latitude","public_longitude") WHERE "warehouses"."status" = 'active';
