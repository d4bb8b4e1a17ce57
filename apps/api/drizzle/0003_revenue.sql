CREATE TABLE "account_daily_stats" (
	"account_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"premium_views" bigint DEFAULT 0 NOT NULL,
	"revenue_micro" bigint DEFAULT 0 NOT NULL,
	"premium_revenue_micro" bigint DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_daily_stats_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "channel_daily_stats" (
	"channel_id" bigint NOT NULL,
	"day" date NOT NULL,
	"network_id" bigint NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"premium_views" bigint DEFAULT 0 NOT NULL,
	"revenue_micro" bigint DEFAULT 0 NOT NULL,
	"premium_revenue_micro" bigint DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_daily_stats_channel_id_day_pk" PRIMARY KEY("channel_id","day")
);
--> statement-breakpoint
CREATE TABLE "channel_monthly_revenue" (
	"channel_id" bigint NOT NULL,
	"month" date NOT NULL,
	"revenue_micro" bigint NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_monthly_revenue_channel_id_month_pk" PRIMARY KEY("channel_id","month")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"network_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"rate" text NOT NULL,
	CONSTRAINT "exchange_rates_network_id_currency_day_pk" PRIMARY KEY("network_id","currency","day")
);
--> statement-breakpoint
CREATE TABLE "stats_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_daily_stats" (
	"video_id" bigint NOT NULL,
	"day" date NOT NULL,
	"channel_id" bigint NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"premium_views" bigint DEFAULT 0 NOT NULL,
	"revenue_micro" bigint DEFAULT 0 NOT NULL,
	"premium_revenue_micro" bigint DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	"average_watch_rate_bp" integer DEFAULT 0 NOT NULL,
	"countries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "video_daily_stats_video_id_day_pk" PRIMARY KEY("video_id","day")
);
--> statement-breakpoint
CREATE TABLE "video_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"format" text NOT NULL,
	"params" jsonb NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"platform_video_id" text NOT NULL,
	"title" text NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"published_on" date NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"track_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "fee_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "account_daily_stats" ADD CONSTRAINT "account_daily_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_daily_stats" ADD CONSTRAINT "channel_daily_stats_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_monthly_revenue" ADD CONSTRAINT "channel_monthly_revenue_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_daily_stats" ADD CONSTRAINT "video_daily_stats_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_exports" ADD CONSTRAINT "video_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stats_imports_network_idx" ON "stats_imports" USING btree ("network_id","created_at");--> statement-breakpoint
CREATE INDEX "video_daily_stats_channel_day_idx" ON "video_daily_stats" USING btree ("channel_id","day");--> statement-breakpoint
CREATE INDEX "video_exports_account_idx" ON "video_exports" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_network_platform_key" ON "videos" USING btree ("network_id","platform_video_id");--> statement-breakpoint
CREATE INDEX "videos_channel_published_idx" ON "videos" USING btree ("channel_id","published_on");