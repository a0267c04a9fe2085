CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"crm_id" text NOT NULL,
	"crm_secondary_id" text,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand_name" text,
	"conditionnement" text,
	"base_price_cents" integer NOT NULL,
	"vat_basis_points" integer DEFAULT 2000 NOT NULL,
	"under_sub_category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"search_text" text NOT NULL,
	"soft_deleted" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"youtube_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"is_picture" boolean NOT NULL,
	"is_first" boolean DEFAULT false NOT NULL,
	"original_file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"px_width" integer,
	"px_height" integer,
	"storage_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"environment" text DEFAULT 'production' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"summary" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_addresses" jsonb NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"article_title" text NOT NULL,
	"packing" text DEFAULT '' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"sale_percentage" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"pipe_status" text DEFAULT 'PENDING' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"delivery_street" text DEFAULT '' NOT NULL,
	"delivery_street_complement" text DEFAULT '' NOT NULL,
	"delivery_zip_code" text DEFAULT '' NOT NULL,
	"delivery_city" text DEFAULT '' NOT NULL,
	"delivery_country" text DEFAULT '' NOT NULL,
	"billing_street" text DEFAULT '' NOT NULL,
	"billing_street_complement" text DEFAULT '' NOT NULL,
	"billing_zip_code" text DEFAULT '' NOT NULL,
	"billing_city" text DEFAULT '' NOT NULL,
	"billing_country" text DEFAULT '' NOT NULL,
	"total_quantity" integer NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_campaign_articles" (
	"campaign_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	CONSTRAINT "sales_campaign_articles_campaign_id_article_id_pk" PRIMARY KEY("campaign_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "sales_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"percentage" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"label" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "under_sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_category_id" integer NOT NULL,
	"label" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"roles" jsonb DEFAULT '["ROLE_USER"]'::jsonb NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"billing_street" text DEFAULT '' NOT NULL,
	"billing_additional_street" text DEFAULT '' NOT NULL,
	"billing_zip_code" text DEFAULT '' NOT NULL,
	"billing_city" text DEFAULT '' NOT NULL,
	"billing_country" text DEFAULT '' NOT NULL,
	"delivery_street" text DEFAULT '' NOT NULL,
	"delivery_additional_street" text DEFAULT '' NOT NULL,
	"delivery_zip_code" text DEFAULT '' NOT NULL,
	"delivery_city" text DEFAULT '' NOT NULL,
	"delivery_country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_under_sub_category_id_under_sub_categories_id_fk" FOREIGN KEY ("under_sub_category_id") REFERENCES "public"."under_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_status_history" ADD CONSTRAINT "quote_status_history_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_status_history" ADD CONSTRAINT "quote_status_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_campaign_articles" ADD CONSTRAINT "sales_campaign_articles_campaign_id_sales_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sales_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_campaign_articles" ADD CONSTRAINT "sales_campaign_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "under_sub_categories" ADD CONSTRAINT "under_sub_categories_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_crm_id_key" ON "articles" USING btree ("crm_id");--> statement-breakpoint
CREATE INDEX "articles_crm_id_lower_idx" ON "articles" USING btree (lower("crm_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_key" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_under_sub_category_idx" ON "articles" USING btree ("under_sub_category_id");--> statement-breakpoint
CREATE INDEX "articles_featured_idx" ON "articles" USING btree ("featured") WHERE "articles"."featured" and not "articles"."soft_deleted";--> statement-breakpoint
CREATE INDEX "articles_search_text_trgm_idx" ON "articles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attachments_article_idx" ON "attachments" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_label_key" ON "categories" USING btree ("label");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_status_history_quote_idx" ON "quote_status_history" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("pipe_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_idempotency_key" ON "quotes" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sales_campaign_articles_article_idx" ON "sales_campaign_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "sales_campaigns_period_idx" ON "sales_campaigns" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_parent_label_key" ON "sub_categories" USING btree ("category_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_parent_slug_key" ON "sub_categories" USING btree ("category_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "under_sub_categories_parent_label_key" ON "under_sub_categories" USING btree ("sub_category_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "under_sub_categories_parent_slug_key" ON "under_sub_categories" USING btree ("sub_category_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");