ALTER TABLE "mail_outbox" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "order_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "expiry_reminder_queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotes_expiry_reminder_idx" ON "quotes" USING btree ("created_at") WHERE "quotes"."expiry_reminder_queued_at" is null and "quotes"."pipe_status" <> 'ARCHIVED';