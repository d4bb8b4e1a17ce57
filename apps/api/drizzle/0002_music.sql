CREATE TABLE "favourites" (
	"account_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_account_id_track_id_pk" PRIMARY KEY("account_id","track_id")
);
--> statement-breakpoint
CREATE TABLE "music_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_uses" (
	"network_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"video_id" text NOT NULL,
	"used_on" date NOT NULL,
	CONSTRAINT "music_uses_track_id_video_id_pk" PRIMARY KEY("track_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"isrc" text NOT NULL,
	"name" text NOT NULL,
	"artist" text NOT NULL,
	"cover_file" text NOT NULL,
	"audio_file" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"category" text NOT NULL,
	"tags" text[] NOT NULL,
	"shopping" boolean DEFAULT false NOT NULL,
	"prioritized" boolean DEFAULT false NOT NULL,
	"instrumental" boolean DEFAULT true NOT NULL,
	"release_date" date NOT NULL,
	"search_text" text NOT NULL,
	"search_grams" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "isrc_prefix" text DEFAULT 'KRA40' NOT NULL;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_log" ADD CONSTRAINT "music_log_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_uses" ADD CONSTRAINT "music_uses_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_account_idx" ON "favourites" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "music_log_network_time_idx" ON "music_log" USING btree ("network_id","created_at");--> statement-breakpoint
CREATE INDEX "music_uses_network_day_idx" ON "music_uses" USING btree ("network_id","used_on");--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_network_isrc_key" ON "tracks" USING btree ("network_id","isrc");--> statement-breakpoint
CREATE INDEX "tracks_network_release_idx" ON "tracks" USING btree ("network_id","release_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tracks_search_grams_idx" ON "tracks" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "tracks_tags_idx" ON "tracks" USING gin ("tags");