ALTER TABLE "networks" ADD COLUMN "invoice_issuer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "invoice_issuer_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "invoice_issuer_registration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "invoice_key" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;