ALTER TABLE "warehouses" ADD COLUMN "space_available_sq_ft" integer;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "space_available_pallets" integer;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "minimum_term_months" integer;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "price_per_pallet_month" double precision;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "price_per_sq_ft_year" double precision;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "clear_height_ft" integer;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "dock_doors" integer;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "drive_in_doors" integer;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "temperature_min_c" integer;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "temperature_max_c" integer;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "certifications" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "racking" boolean;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "sprinklers" boolean;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_facts_check" CHECK (coalesce("warehouses"."space_available_sq_ft", 0) >= 0 and coalesce("warehouses"."space_available_pallets", 0) >= 0
        and coalesce("warehouses"."price_per_pallet_month", 1) > 0 and coalesce("warehouses"."price_per_sq_ft_year", 1) > 0
        and coalesce("warehouses"."dock_doors", 0) >= 0 and coalesce("warehouses"."drive_in_doors", 0) >= 0
        and coalesce("warehouses"."minimum_term_months", 1) >= 1 and coalesce("warehouses"."clear_height_ft", 1) > 0
        and ("warehouses"."temperature_min_c" is null or "warehouses"."temperature_max_c" is null or "warehouses"."temperature_min_c" <= "warehouses"."temperature_max_c"));--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_certifications_check" CHECK ("warehouses"."certifications" <@ array['Food Grade / FDA-Registered', 'Organic', 'Hazmat', 'Bonded / Customs', 'C-TPAT']::text[]);--> statement-breakpoint
-- The search's candidate scan stays index-only with the facts it filters, orders and counts on (see 0001).
DROP INDEX "warehouses_active_location_idx";--> statement-breakpoint
CREATE INDEX "warehouses_active_location_idx" ON "warehouses" USING btree ("latitude","longitude") INCLUDE ("id","storage_type","services_offered","storage_term_type","is_paid","updated_at","square_feet","space_available_sq_ft","space_available_pallets","available_from","price_per_pallet_month","price_per_sq_ft_year","clear_height_ft","dock_doors","certifications") WHERE "warehouses"."status" = 'active';
