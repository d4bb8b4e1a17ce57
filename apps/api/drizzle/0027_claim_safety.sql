CREATE TABLE "channel_removals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"platform_channel_id" text NOT NULL,
	"channel_id" bigint NOT NULL,
	"removed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"video_id" bigint NOT NULL,
	"mark" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_clearance" (
	"video_id" bigint PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"state" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "music_isrcs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "video_claims" ADD CONSTRAINT "video_claims_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_clearance" ADD CONSTRAINT "video_clearance_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_removals_platform_idx" ON "channel_removals" USING btree ("network_id","platform","platform_channel_id");--> statement-breakpoint
CREATE INDEX "video_claims_video_idx" ON "video_claims" USING btree ("video_id","id");--> statement-breakpoint
CREATE INDEX "video_clearance_channel_idx" ON "video_clearance" USING btree ("channel_id","state");--> statement-breakpoint
CREATE INDEX "video_clearance_network_idx" ON "video_clearance" USING btree ("network_id","state","changed_at");--> statement-breakpoint
CREATE INDEX "videos_music_isrcs_idx" ON "videos" USING gin ("music_isrcs");--> statement-breakpoint
-- Videos imported before claim safety named at most their catalogue track (docs/decisions/127).
UPDATE "videos" v SET "music_isrcs" = ARRAY[t."isrc"] FROM "tracks" t WHERE t."id" = v."track_id";
