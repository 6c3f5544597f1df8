CREATE TABLE "deleted_listings" (
	"warehouse_id" uuid,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings_version" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listings_version_singleton_check" CHECK ("listings_version"."singleton")
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "changed_in_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "deleted_listings_version_idx" ON "deleted_listings" USING btree ("version");--> statement-breakpoint
CREATE INDEX "warehouses_changed_in_version_idx" ON "warehouses" USING btree ("changed_in_version");--> statement-breakpoint
INSERT INTO "listings_version" DEFAULT VALUES;--> statement-breakpoint
-- Before each statement that writes listings: raise the version. The row stays locked until the
-- transaction ends, so writers of listings commit one after another in version order, and a
-- reader sees a version exactly when it sees the rows written under it. The notification reaches
-- listeners at commit (the embedded database's server process keeps its version in memory).
CREATE FUNCTION "raise_listings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  UPDATE "listings_version" SET "version" = "version" + 1 RETURNING "version" INTO raised;
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "deleted_listings" ("warehouse_id", "version") VALUES (NULL, raised);
  END IF;
  PERFORM pg_notify('listings_version', raised::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "warehouses_raise_listings_version"
  BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "warehouses"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_listings_version"();--> statement-breakpoint
-- Each written row carries the version it was written under; a deleted one leaves its id behind.
CREATE FUNCTION "stamp_listing_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "deleted_listings" ("warehouse_id", "version") SELECT OLD."id", "version" FROM "listings_version";
    RETURN OLD;
  END IF;
  NEW."changed_in_version" := (SELECT "version" FROM "listings_version");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "warehouses_stamp_listing_change"
  BEFORE INSERT OR UPDATE OR DELETE ON "warehouses"
  FOR EACH ROW EXECUTE FUNCTION "stamp_listing_change"();
