CREATE TABLE "channel_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"actor_id" bigint,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"assigned_member_id" bigint,
	"platform" text DEFAULT 'youtube' NOT NULL,
	"platform_channel_id" text NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"verification_code" text NOT NULL,
	"verification_state" text DEFAULT 'none' NOT NULL,
	"check_run" integer DEFAULT 0 NOT NULL,
	"check_until" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"subscriber_count" bigint DEFAULT 0 NOT NULL,
	"view_count" bigint DEFAULT 0 NOT NULL,
	"shorts_count" integer DEFAULT 0 NOT NULL,
	"stats_updated_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"review_requested_at" timestamp with time zone,
	"deny_reason" text,
	"code_missing_since" timestamp with time zone,
	"handle_changed_from" text,
	"handle_changed_at" timestamp with time zone,
	"last_watched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"params" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_channels" (
	"handle" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"title" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subscriber_count" bigint DEFAULT 0 NOT NULL,
	"view_count" bigint DEFAULT 0 NOT NULL,
	"shorts_count" integer DEFAULT 0 NOT NULL,
	"videos" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_channels_channel_id_unique" UNIQUE("channel_id")
);
--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_assigned_member_id_accounts_id_fk" FOREIGN KEY ("assigned_member_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_events_channel_idx" ON "channel_events" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_network_platform_key" ON "channels" USING btree ("network_id","platform","platform_channel_id");--> statement-breakpoint
CREATE INDEX "channels_owner_idx" ON "channels" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "channels_assigned_idx" ON "channels" USING btree ("assigned_member_id");--> statement-breakpoint
CREATE INDEX "channels_network_status_idx" ON "channels" USING btree ("network_id","status","created_at");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","created_at");