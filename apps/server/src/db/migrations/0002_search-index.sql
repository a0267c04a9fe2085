CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_crm_id_compact_idx" ON "articles" USING btree (regexp_replace(lower("crm_id"), '[^a-z0-9]+', '', 'g'));--> statement-breakpoint
CREATE INDEX "articles_crm_secondary_id_compact_idx" ON "articles" USING btree (regexp_replace(lower("crm_secondary_id"), '[^a-z0-9]+', '', 'g'));