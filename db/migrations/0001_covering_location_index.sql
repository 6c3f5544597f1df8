DROP INDEX "warehouses_active_location_idx";--> statement-breakpoint
CREATE INDEX "warehouses_active_location_idx" ON "warehouses" USING btree ("latitude","longitude") INCLUDE ("id","storage_type","services_offered","storage_term_type","is_paid","updated_at","square_feet") WHERE "warehouses"."status" = 'active';
