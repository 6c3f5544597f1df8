CREATE TABLE "business_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"verified_by" uuid,
	"verified_by_name" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_verifications_method_check" CHECK ("business_verifications"."method" in ('domain_email', 'phone_call', 'documents'))
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "owner_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_verifications" ADD CONSTRAINT "business_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_verifications" ADD CONSTRAINT "business_verifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- "Owner verified" is an admin's check of the owner's business (docs/decisions/freshness.md), not
-- an account with a verified e-mail. Each listing carries whether its owner has one, so search
-- filters and counts it from the covering location index and the search index reads it with the
-- row; the triggers below keep it, whichever process writes. Writing it raises the listings
-- version (migration 0007), so kept answers and the search index see the change.
CREATE FUNCTION "set_listing_owner_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."owner_verified" := NEW."user_id" IS NOT NULL
    AND EXISTS (SELECT 1 FROM "business_verifications" WHERE "user_id" = NEW."user_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "warehouses_set_owner_verified"
  BEFORE INSERT OR UPDATE OF "user_id", "owner_verified" ON "warehouses"
  FOR EACH ROW EXECUTE FUNCTION "set_listing_owner_verified"();--> statement-breakpoint
CREATE FUNCTION "copy_business_verification"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END;
BEGIN
  UPDATE "warehouses" SET "owner_verified" = (TG_OP <> 'DELETE')
    WHERE "user_id" = owner AND "owner_verified" IS DISTINCT FROM (TG_OP <> 'DELETE');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "business_verifications_copy_to_listings"
  AFTER INSERT OR DELETE ON "business_verifications"
  FOR EACH ROW EXECUTE FUNCTION "copy_business_verification"();--> statement-breakpoint
DROP INDEX "warehouses_active_location_idx";--> statement-breakpoint
CREATE INDEX "warehouses_active_location_idx" ON "warehouses" USING btree ("latitude","longitude") INCLUDE ("id","storage_type","services_offered","storage_term_type","is_paid","updated_at","square_feet","space_available_sq_ft","space_available_pallets","available_from","price_per_pallet_month","price_per_sq_ft_year","clear_height_ft","dock_doors","certifications","availability_confirmed_at","owner_verified") WHERE "warehouses"."status" = 'active';
