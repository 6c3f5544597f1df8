-- pg_trgm backs the typo-tolerant free-text index on warehouses.search_text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text,
	"inquiry_type" text NOT NULL,
	"storage_requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"warehouse_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_check" CHECK ("events"."type" in ('warehouse_click', 'quote_request', 'search', 'favorite_add'))
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_folded" text NOT NULL,
	"province" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer NOT NULL,
	CONSTRAINT "places_country_check" CHECK ("places"."country" in ('CA', 'US'))
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text,
	"space_needed" integer NOT NULL,
	"space_unit" text NOT NULL,
	"start_date" date NOT NULL,
	"storage_term" text NOT NULL,
	"services_needed" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_space_unit_check" CHECK ("quote_requests"."space_unit" in ('square_feet', 'pallet_positions')),
	CONSTRAINT "quote_requests_storage_term_check" CHECK ("quote_requests"."storage_term" in ('short-term', 'long-term', 'both')),
	CONSTRAINT "quote_requests_delivery_status_check" CHECK ("quote_requests"."delivery_status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sent_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_emails_status_check" CHECK ("sent_emails"."status" in ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"verification_token" text,
	"verification_token_expiry" timestamp with time zone,
	"reset_password_token" text,
	"reset_password_token_expiry" timestamp with time zone,
	"pending_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"unit_number" text,
	"city" text NOT NULL,
	"state_province" text NOT NULL,
	"country" text DEFAULT 'Canada' NOT NULL,
	"square_feet" integer,
	"storage_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"storage_term_type" text DEFAULT 'both' NOT NULL,
	"services_offered" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"website_url" text,
	"description" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paused_by" text,
	"show_contact_info" boolean DEFAULT false NOT NULL,
	"forward_quotes_to_warehouse" boolean DEFAULT false NOT NULL,
	"claim_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"payment_date" timestamp with time zone,
	"subscription_plan" text,
	"subscription_expiry_date" timestamp with time zone,
	"pending_name" text,
	"pending_name_initiated_by" uuid,
	"pending_status_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"latitude" double precision,
	"longitude" double precision,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_name_unique" UNIQUE("name"),
	CONSTRAINT "warehouses_claim_token_unique" UNIQUE("claim_token"),
	CONSTRAINT "warehouses_status_check" CHECK ("warehouses"."status" in ('pending', 'active', 'paused', 'declined')),
	CONSTRAINT "warehouses_storage_term_type_check" CHECK ("warehouses"."storage_term_type" in ('short-term', 'long-term', 'both')),
	CONSTRAINT "warehouses_paused_by_check" CHECK ("warehouses"."paused_by" is null or "warehouses"."paused_by" in ('owner', 'admin')),
	CONSTRAINT "warehouses_square_feet_check" CHECK ("warehouses"."square_feet" is null or "warehouses"."square_feet" >= 500),
	CONSTRAINT "warehouses_latitude_check" CHECK ("warehouses"."latitude" is null or "warehouses"."latitude" between -90 and 90),
	CONSTRAINT "warehouses_longitude_check" CHECK ("warehouses"."longitude" is null or "warehouses"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_pending_name_initiated_by_users_id_fk" FOREIGN KEY ("pending_name_initiated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_type_occurred_at_idx" ON "events" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE INDEX "events_warehouse_id_idx" ON "events" USING btree ("warehouse_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_warehouse_key" ON "favorites" USING btree ("user_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "favorites_warehouse_id_idx" ON "favorites" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "places_name_folded_prefix_idx" ON "places" USING btree ("name_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "places_name_folded_province_idx" ON "places" USING btree ("name_folded","province");--> statement-breakpoint
CREATE INDEX "quote_requests_warehouse_id_idx" ON "quote_requests" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "sent_emails_created_at_idx" ON "sent_emails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_verification_token_key" ON "users" USING btree ("verification_token");--> statement-breakpoint
CREATE UNIQUE INDEX "users_reset_password_token_key" ON "users" USING btree ("reset_password_token");--> statement-breakpoint
CREATE INDEX "warehouses_status_idx" ON "warehouses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "warehouses_user_id_idx" ON "warehouses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "warehouses_active_location_idx" ON "warehouses" USING btree ("latitude","longitude") WHERE "warehouses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "warehouses_storage_type_idx" ON "warehouses" USING gin ("storage_type");--> statement-breakpoint
CREATE INDEX "warehouses_services_offered_idx" ON "warehouses" USING gin ("services_offered");--> statement-breakpoint
CREATE INDEX "warehouses_search_text_trgm_idx" ON "warehouses" USING gin ("search_text" gin_trgm_ops);