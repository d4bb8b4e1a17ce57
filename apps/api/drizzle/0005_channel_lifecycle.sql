DROP INDEX "channels_network_platform_key";--> statement-breakpoint
CREATE UNIQUE INDEX "channels_network_platform_owner_key" ON "channels" USING btree ("network_id","platform","platform_channel_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_network_platform_claimed_key" ON "channels" USING btree ("network_id","platform","platform_channel_id") WHERE "channels"."status" <> 'need.approved';--> statement-breakpoint
-- Accounts deleted before this migration kept their channels, which blocked the platform channel for
-- everyone else: release them now as account deletion does from here on (decision 035).
INSERT INTO "channel_events" ("network_id", "channel_id", "actor_id", "kind", "from_value", "to_value", "reason", "created_at")
SELECT c."network_id", c."id", c."owner_id", 'status', c."status", 'deleted', 'account_deleted', now()
FROM "channels" c JOIN "accounts" a ON a."id" = c."owner_id" WHERE a."status" = 'deleted';--> statement-breakpoint
DELETE FROM "channels" c USING "accounts" a WHERE a."id" = c."owner_id" AND a."status" = 'deleted';--> statement-breakpoint
UPDATE "channels" SET "assigned_member_id" = NULL
WHERE "assigned_member_id" IN (SELECT "id" FROM "accounts" WHERE "status" = 'deleted');
