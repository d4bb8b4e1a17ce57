CREATE TABLE "payout_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"method" text NOT NULL,
	"month" date NOT NULL,
	"withdrawals" integer NOT NULL,
	"total_micro" bigint NOT NULL,
	"fee_micro" bigint NOT NULL,
	"net_micro" bigint NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_first_of_month" CHECK (extract(day from "payout_batches"."month") = 1),
	CONSTRAINT "payout_batches_amounts" CHECK ("payout_batches"."withdrawals" >= 0 and "payout_batches"."net_micro" = "payout_batches"."total_micro" - "payout_batches"."fee_micro")
);
--> statement-breakpoint
DROP INDEX "withdrawals_one_pending_key";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_batches_network_idx" ON "payout_batches" USING btree ("network_id","id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_batch_idx" ON "withdrawals" USING btree ("batch_id") WHERE "withdrawals"."batch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_pending_key" ON "withdrawals" USING btree ("account_id") WHERE "withdrawals"."status" in ('pending', 'processing');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_processing_batch" CHECK ("withdrawals"."status" <> 'processing' or "withdrawals"."batch_id" is not null);