CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"warehouse_id" uuid,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"period_end" timestamp with time zone,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_payments_status_check" CHECK ("billing_payments"."status" in ('paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "listing_billing" (
	"warehouse_id" uuid PRIMARY KEY NOT NULL,
	"trial_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"extra_trial_days" integer DEFAULT 0 NOT NULL,
	"discount" text,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"subscription_status" text,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"subscription_event_at" timestamp with time zone,
	"paid_through" timestamp with time zone,
	"grace_started_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"reminders_sent" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_billing_extra_trial_days_check" CHECK ("listing_billing"."extra_trial_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "warehouses" DROP CONSTRAINT "warehouses_paused_by_check";--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_billing" ADD CONSTRAINT "listing_billing_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_warehouse_id_idx" ON "billing_events" USING btree ("warehouse_id","received_at");--> statement-breakpoint
CREATE INDEX "billing_payments_warehouse_id_idx" ON "billing_payments" USING btree ("warehouse_id","occurred_at");--> statement-breakpoint
CREATE INDEX "listing_billing_subscription_idx" ON "listing_billing" USING btree ("stripe_subscription_id");--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_paused_by_check" CHECK ("warehouses"."paused_by" is null or "warehouses"."paused_by" in ('owner', 'admin', 'billing'));--> statement-breakpoint
-- A listing's trial starts the first time it is active with an owner, whichever path makes it so
-- (an approval, a claim, a restore): the row's default trial_started_at is that moment, and a
-- later activation finds the row and changes nothing (docs/decisions/billing.md).
CREATE FUNCTION "start_listing_trial"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'active' AND NEW."user_id" IS NOT NULL THEN
    INSERT INTO "listing_billing" ("warehouse_id") VALUES (NEW."id") ON CONFLICT ("warehouse_id") DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "warehouses_start_listing_trial"
  AFTER INSERT OR UPDATE OF "status", "user_id" ON "warehouses"
  FOR EACH ROW EXECUTE FUNCTION "start_listing_trial"();--> statement-breakpoint
-- Listings already live when billing arrives start their trial now.
INSERT INTO "listing_billing" ("warehouse_id")
  SELECT "id" FROM "warehouses" WHERE "status" IN ('active', 'paused') AND "user_id" IS NOT NULL;
