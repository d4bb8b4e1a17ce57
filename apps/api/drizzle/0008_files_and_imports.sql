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
        and "video_daily_stats"."average_watch_rate_bp" between 0 and 10000) NOT VALID;
--> statement-breakpoint
-- Facts imported before the bounds existed may break every sum over them (dashboards answering
-- 500 for good): drop those rows, rebuild the rollups of their channel-days, then validate.
CREATE TEMP TABLE "out_of_bounds" ON COMMIT DROP AS
  SELECT DISTINCT s."channel_id", s."day", c."owner_id"
  FROM "video_daily_stats" s JOIN "channels" c ON c."id" = s."channel_id"
  WHERE NOT (s."views" between 0 and 10000000000 and s."premium_views" between 0 and s."views"
    and s."revenue_micro" between 0 and 10000000000000 and s."premium_revenue_micro" between 0 and s."revenue_micro"
    and s."watch_seconds" between 0 and 1000000000000 and s."average_watch_rate_bp" between 0 and 10000);
--> statement-breakpoint
DELETE FROM "video_daily_stats" s
  WHERE NOT (s."views" between 0 and 10000000000 and s."premium_views" between 0 and s."views"
    and s."revenue_micro" between 0 and 10000000000000 and s."premium_revenue_micro" between 0 and s."revenue_micro"
    and s."watch_seconds" between 0 and 1000000000000 and s."average_watch_rate_bp" between 0 and 10000);
--> statement-breakpoint
DELETE FROM "channel_daily_stats" d USING "out_of_bounds" o WHERE d."channel_id" = o."channel_id" AND d."day" = o."day";
--> statement-breakpoint
INSERT INTO "channel_daily_stats" ("channel_id", "day", "network_id", "views", "premium_views", "revenue_micro",
    "premium_revenue_micro", "watch_seconds")
  SELECT s."channel_id", s."day", c."network_id", sum(s."views"), sum(s."premium_views"), sum(s."revenue_micro"),
    sum(s."premium_revenue_micro"), sum(s."watch_seconds")
  FROM "video_daily_stats" s JOIN "channels" c ON c."id" = s."channel_id"
  WHERE (s."channel_id", s."day") IN (SELECT "channel_id", "day" FROM "out_of_bounds")
  GROUP BY s."channel_id", s."day", c."network_id";
--> statement-breakpoint
DELETE FROM "account_daily_stats" a USING "out_of_bounds" o WHERE a."account_id" = o."owner_id" AND a."day" = o."day";
--> statement-breakpoint
INSERT INTO "account_daily_stats" ("account_id", "day", "views", "premium_views", "revenue_micro",
    "premium_revenue_micro", "watch_seconds")
  SELECT c."owner_id", d."day", sum(d."views"), sum(d."premium_views"), sum(d."revenue_micro"),
    sum(d."premium_revenue_micro"), sum(d."watch_seconds")
  FROM "channel_daily_stats" d JOIN "channels" c ON c."id" = d."channel_id"
  WHERE (c."owner_id", d."day") IN (SELECT DISTINCT "owner_id", "day" FROM "out_of_bounds")
  GROUP BY c."owner_id", d."day";
--> statement-breakpoint
-- Period builds summed the dropped rows: the background job makes them again.
DELETE FROM "video_period_builds" WHERE EXISTS (SELECT 1 FROM "out_of_bounds");
--> statement-breakpoint
ALTER TABLE "video_daily_stats" VALIDATE CONSTRAINT "video_daily_stats_bounds";
