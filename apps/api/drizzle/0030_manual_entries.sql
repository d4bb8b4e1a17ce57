CREATE TABLE "manual_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"month" date NOT NULL,
	"amount_micro" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "manual_entries_amount" CHECK ("manual_entries"."amount_micro" <> 0),
	CONSTRAINT "manual_entries_first_of_month" CHECK (extract(day from "manual_entries"."month") = 1),
	CONSTRAINT "manual_entries_four_eyes" CHECK ("manual_entries"."decided_by" is null or "manual_entries"."decided_by" <> "manual_entries"."created_by"),
	CONSTRAINT "manual_entries_decided" CHECK (("manual_entries"."status" = 'awaiting_approval' and "manual_entries"."decided_by" is null)
        or ("manual_entries"."status" = 'declined' and "manual_entries"."decided_by" is not null and "manual_entries"."decline_reason" is not null)
        or ("manual_entries"."status" = 'posted' and "manual_entries"."decline_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "manual_approval_micro" bigint DEFAULT 1000000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_entries" ADD CONSTRAINT "manual_entries_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_entries" ADD CONSTRAINT "manual_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_entries" ADD CONSTRAINT "manual_entries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_entries" ADD CONSTRAINT "manual_entries_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_entries_idempotency_key" ON "manual_entries" USING btree ("network_id","created_by","idempotency_key") WHERE "manual_entries"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "manual_entries_network_idx" ON "manual_entries" USING btree ("network_id","status","id");--> statement-breakpoint
CREATE INDEX "manual_entries_account_idx" ON "manual_entries" USING btree ("account_id","id");