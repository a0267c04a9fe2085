ALTER TABLE "articles" ALTER COLUMN "base_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quote_lines" ALTER COLUMN "unit_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "total_ht_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "total_ttc_cents" SET DATA TYPE bigint;