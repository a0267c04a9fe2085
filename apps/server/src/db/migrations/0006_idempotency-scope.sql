DROP INDEX "quotes_idempotency_key";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "idempotency_scope" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "idempotency_request_hash" text;--> statement-breakpoint
-- Written by hand: keys stored before scopes existed get the scope of their client, so a
-- late retry of such a request still finds its quote (docs/product/quote-request.md#idempotency).
UPDATE "quotes" SET "idempotency_scope" = CASE WHEN "user_id" IS NOT NULL THEN 'user:' || "user_id" ELSE 'email:' || lower("email") END WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_idempotency_scope_key" ON "quotes" USING btree ("idempotency_scope","idempotency_key");