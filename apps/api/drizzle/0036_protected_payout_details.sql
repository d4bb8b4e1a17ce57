ALTER TABLE "networks" ADD COLUMN "payout_cooling_off_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_info" ADD COLUMN "replaces_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_info" ADD COLUMN "destination_key" text;--> statement-breakpoint
CREATE TABLE "payout_destination_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"other_account_id" bigint NOT NULL,
	"method" text NOT NULL,
	"destination_key" text NOT NULL,
	"masked" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_destination_flags" ADD CONSTRAINT "payout_destination_flags_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_destination_flags" ADD CONSTRAINT "payout_destination_flags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_destination_flags" ADD CONSTRAINT "payout_destination_flags_other_account_id_accounts_id_fk" FOREIGN KEY ("other_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_destination_flags_pair_key" ON "payout_destination_flags" USING btree ("account_id","other_account_id","destination_key");--> statement-breakpoint
CREATE INDEX "payout_destination_flags_network_idx" ON "payout_destination_flags" USING btree ("network_id","id");--> statement-breakpoint
CREATE INDEX "payment_info_destination_idx" ON "payment_info" USING btree ("network_id","destination_key") WHERE "payment_info"."replaced_at" is null;--> statement-breakpoint
-- The key of the destination hash (docs/decisions/144), made once; the API reads it from here.
INSERT INTO "app_state" ("key", "value") VALUES ('payout_destination_key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Entries saved before: each replaced the account's previous one, and gets its destination's hash
-- as the API computes it (payout/destination.ts).
UPDATE "payment_info" AS p SET "replaces_id" = (SELECT max(q."id") FROM "payment_info" AS q WHERE q."account_id" = p."account_id" AND q."id" < p."id");--> statement-breakpoint
UPDATE "payment_info" SET "destination_key" = encode(sha256(convert_to(
	(SELECT "value" FROM "app_state" WHERE "key" = 'payout_destination_key') || '|' ||
	CASE "method"
		WHEN 'bank' THEN 'bank|' || upper(regexp_replace("account_number", '[[:space:]-]+', '', 'g')) || '|' || upper(substr("swift", 1, 4)) || '|' || upper("country")
		ELSE 'paypal|' || lower(btrim("paypal_email"))
	END, 'UTF8')), 'hex');--> statement-breakpoint
-- Destinations already shared by two accounts of a network are flagged as a save would flag them.
INSERT INTO "payout_destination_flags" ("network_id", "account_id", "other_account_id", "method", "destination_key", "masked")
SELECT a."network_id", a."account_id", b."account_id", a."method", a."destination_key",
	CASE a."method"
		WHEN 'bank' THEN '****' || right(upper(regexp_replace(a."account_number", '[[:space:]-]+', '', 'g')), 4)
		ELSE left(a."paypal_email", 1) || '***' || substring(a."paypal_email" from '@[^@]*$')
	END
FROM "payment_info" AS a
JOIN "payment_info" AS b ON b."network_id" = a."network_id" AND b."destination_key" = a."destination_key"
	AND b."account_id" <> a."account_id" AND b."replaced_at" IS NULL
WHERE a."replaced_at" IS NULL
ON CONFLICT DO NOTHING;
