CREATE TABLE "stats_import_switches" (
	"network_id" bigint PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"applied_channel_id" bigint,
	"applied_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_import_switches_batch_id_unique" UNIQUE("batch_id")
);
--> statement-breakpoint
CREATE INDEX "stats_import_staging_channel_day_idx" ON "stats_import_staging" USING btree ("batch_id","channel_id","day");--> statement-breakpoint
CREATE INDEX "stats_import_staging_video_idx" ON "stats_import_staging" USING btree ("batch_id","platform_video_id");