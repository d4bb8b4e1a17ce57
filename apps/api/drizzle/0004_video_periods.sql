CREATE TABLE "video_period_builds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"range_start" date NOT NULL,
	"range_end" date NOT NULL,
	"import_id" bigint NOT NULL,
	"channel_count" integer NOT NULL,
	"videos" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"premium_views" bigint DEFAULT 0 NOT NULL,
	"revenue_micro" bigint DEFAULT 0 NOT NULL,
	"premium_revenue_micro" bigint DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_period_stats" (
	"build_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"video_id" bigint NOT NULL,
	"published_on" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"premium_views" bigint DEFAULT 0 NOT NULL,
	"revenue_micro" bigint DEFAULT 0 NOT NULL,
	"premium_revenue_micro" bigint DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "video_period_stats_build_id_channel_id_video_id_pk" PRIMARY KEY("build_id","channel_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "video_period_builds" ADD CONSTRAINT "video_period_builds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_period_stats" ADD CONSTRAINT "video_period_stats_build_id_video_period_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."video_period_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_period_builds_lookup_idx" ON "video_period_builds" USING btree ("account_id","range_start","range_end","import_id");--> statement-breakpoint
CREATE INDEX "video_period_stats_revenue_idx" ON "video_period_stats" USING btree ("build_id","revenue_micro","video_id");--> statement-breakpoint
CREATE INDEX "video_period_stats_views_idx" ON "video_period_stats" USING btree ("build_id","views","video_id");--> statement-breakpoint
CREATE INDEX "video_period_stats_published_idx" ON "video_period_stats" USING btree ("build_id","published_on","video_id");--> statement-breakpoint
CREATE INDEX "video_period_stats_price_idx" ON "video_period_stats" USING btree ("build_id",("revenue_micro" * 1000 / nullif("views", 0)) nulls first,"video_id");