CREATE TABLE "board_translations" (
	"board_id" bigint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	CONSTRAINT "board_translations_board_id_language_pk" PRIMARY KEY("board_id","language")
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"author_id" bigint,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"network_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"video_id" text,
	"video_title" text,
	"views" bigint DEFAULT 0 NOT NULL,
	"entered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"board_id" bigint PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"view_goal" bigint NOT NULL,
	"apply_from" timestamp with time zone NOT NULL,
	"apply_until" timestamp with time zone NOT NULL,
	"benefit_from" timestamp with time zone NOT NULL,
	"benefit_until" timestamp with time zone NOT NULL,
	"min_seconds" integer DEFAULT 0 NOT NULL,
	"total_views" bigint DEFAULT 0 NOT NULL,
	"goal_reached_at" timestamp with time zone,
	"views_read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "board_translations" ADD CONSTRAINT "board_translations_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_campaign_id_campaigns_board_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("board_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boards_network_kind_idx" ON "boards" USING btree ("network_id","kind","publish_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "boards_unnotified_idx" ON "boards" USING btree ("publish_at") WHERE "boards"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_applications_channel_key" ON "campaign_applications" USING btree ("campaign_id","channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_applications_account_key" ON "campaign_applications" USING btree ("campaign_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_applications_video_key" ON "campaign_applications" USING btree ("campaign_id","video_id") WHERE "campaign_applications"."video_id" is not null;