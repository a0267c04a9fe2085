CREATE TABLE "offer_drafts" (
	"quote_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_ht_cents" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"lead_time" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"saved_by_user_id" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"article_id" integer,
	"reference" text NOT NULL,
	"designation" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_ht_cents" bigint NOT NULL,
	"discount_basis_points" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"lead_time" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"shipping_ht_cents" bigint NOT NULL,
	"lines_ht_cents" bigint NOT NULL,
	"total_ht_cents" bigint NOT NULL,
	"total_ttc_cents" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"lead_time" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sent_by_user_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"kind" text NOT NULL,
	"by_user_id" integer,
	"offer_version" integer,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "negotiation_state" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offer_version" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offer_valid_until" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "purchase_order" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_drafts" ADD CONSTRAINT "offer_drafts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_drafts" ADD CONSTRAINT "offer_drafts_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_lines_offer_position_key" ON "offer_lines" USING btree ("offer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_quote_version_key" ON "offers" USING btree ("quote_id","version");--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","at");