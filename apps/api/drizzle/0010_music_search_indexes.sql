DROP INDEX "tracks_network_release_idx";--> statement-breakpoint
CREATE INDEX "accounts_manager_idx" ON "accounts" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "channels_network_status_verified_idx" ON "channels" USING btree ("network_id","status","verified_at","id");--> statement-breakpoint
CREATE INDEX "tracks_network_newest_idx" ON "tracks" USING btree ("network_id","release_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);