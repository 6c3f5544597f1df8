ALTER TABLE "quote_requests" ADD COLUMN "lead_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "lead_status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_lead_status_check" CHECK ("quote_requests"."lead_status" in ('new', 'contacted', 'won', 'lost'));