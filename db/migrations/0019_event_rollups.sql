CREATE TABLE "event_daily_counts" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"warehouse_id" uuid,
	"place_name" text,
	"place_province" text,
	"place_country" text,
	"count" integer NOT NULL,
	CONSTRAINT "event_daily_counts_key" UNIQUE NULLS NOT DISTINCT("day","type","warehouse_id","place_name","place_province","place_country"),
	CONSTRAINT "event_daily_counts_type_check" CHECK ("event_daily_counts"."type" in ('warehouse_click', 'quote_request', 'search', 'favorite_add'))
);
--> statement-breakpoint
CREATE TABLE "event_rollup_cursor" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"rolled_up_before" timestamp with time zone NOT NULL,
	CONSTRAINT "event_rollup_cursor_single_check" CHECK ("event_rollup_cursor"."single")
);
--> statement-breakpoint
CREATE INDEX "event_daily_counts_warehouse_id_idx" ON "event_daily_counts" USING btree ("warehouse_id","day");--> statement-breakpoint
-- Nothing is rolled up yet: the first roll-up starts at the oldest event (docs/decisions/events.md).
INSERT INTO "event_rollup_cursor" ("rolled_up_before") VALUES ('1970-01-01T00:00:00Z');
