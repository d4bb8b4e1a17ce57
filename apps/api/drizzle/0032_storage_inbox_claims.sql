CREATE TABLE "storage_inbox_claims" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "storage_inbox_claims" ADD CONSTRAINT "storage_inbox_claims_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_inbox_claims_network_idx" ON "storage_inbox_claims" USING btree ("network_id","claimed_at");