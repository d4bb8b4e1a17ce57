CREATE TABLE "payment_info" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"method" text NOT NULL,
	"holder_name" text,
	"bank_name" text,
	"bank_address" text,
	"swift" text,
	"account_number" text,
	"postal_code" text,
	"country" text,
	"paypal_account_name" text,
	"paypal_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "payment_info_method_fields" CHECK (("payment_info"."method" = 'bank' and "payment_info"."holder_name" is not null and "payment_info"."bank_name" is not null
        and "payment_info"."bank_address" is not null and "payment_info"."swift" is not null and "payment_info"."account_number" is not null
        and "payment_info"."postal_code" is not null and "payment_info"."country" is not null
        and "payment_info"."paypal_account_name" is null and "payment_info"."paypal_email" is null)
      or ("payment_info"."method" = 'paypal' and "payment_info"."paypal_account_name" is not null and "payment_info"."paypal_email" is not null
        and "payment_info"."holder_name" is null and "payment_info"."bank_name" is null and "payment_info"."bank_address" is null
        and "payment_info"."swift" is null and "payment_info"."account_number" is null and "payment_info"."postal_code" is null
        and "payment_info"."country" is null))
);
--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "no_bank_transfer_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_info" ADD CONSTRAINT "payment_info_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_info" ADD CONSTRAINT "payment_info_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_info_current_key" ON "payment_info" USING btree ("account_id") WHERE "payment_info"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "payment_info_account_idx" ON "payment_info" USING btree ("account_id","id");