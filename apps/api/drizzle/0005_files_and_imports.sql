CREATE TABLE "stats_import_staging" (
	"batch_id" text NOT NULL,
	"row" integer NOT NULL,
	"day" date NOT NULL,
	"channel_id" bigint NOT NULL,
	"platform_video_id" text NOT NULL,
	"title" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"published_on" date NOT NULL,
	"duration_seconds" integer NOT NULL,
	"isrc" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"premium_views" bigint DEFAULT 0 NOT NULL,
	"revenue_micro" bigint DEFAULT 0 NOT NULL,
	"premium_revenue_micro" bigint DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	"average_watch_rate_bp" integer NOT NULL,
	"countries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_import_staging_batch_id_row_pk" PRIMARY KEY("batch_id","row")
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"file_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"link_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_exports" ADD COLUMN "file_id" bigint;--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_expires_idx" ON "stored_files" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "video_exports" ADD CONSTRAINT "video_exports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_exports" DROP COLUMN "file_name";--> statement-breakpoint
ALTER TABLE "video_daily_stats" ADD CONSTRAINT "video_daily_stats_bounds" CHECK ("video_daily_stats"."views" between 0 and 10000000000
        and "video_daily_stats"."premium_views" between 0 and "video_daily_stats"."views"
        and "video_daily_stats"."revenue_micro" between 0 and 10000000000000
        and "video_daily_stats"."premium_revenue_micro" between 0 and "video_daily_stats"."revenue_micro"
        and "video_daily_stats"."watch_seconds" between 0 and 1000000000000
        and "video_daily_stats"."average_watch_rate_bp" between 0 and 10000);