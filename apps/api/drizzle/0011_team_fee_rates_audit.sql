CREATE TABLE "fee_rate_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"effective_month" date NOT NULL,
	"fee_rate_bp" integer NOT NULL,
	"changed_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_rate_changes_bp_range" CHECK ("fee_rate_changes"."fee_rate_bp" between 0 and 10000),
	CONSTRAINT "fee_rate_changes_first_of_month" CHECK (extract(day from "fee_rate_changes"."effective_month") = 1)
);
--> statement-breakpoint
CREATE TABLE "manager_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"team_owner_id" bigint NOT NULL,
	"actor_id" bigint NOT NULL,
	"action" text NOT NULL,
	"member_id" bigint,
	"channel_id" bigint,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_rate_changes" ADD CONSTRAINT "fee_rate_changes_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rate_changes" ADD CONSTRAINT "fee_rate_changes_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rate_changes" ADD CONSTRAINT "fee_rate_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_audit" ADD CONSTRAINT "manager_audit_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_audit" ADD CONSTRAINT "manager_audit_team_owner_id_accounts_id_fk" FOREIGN KEY ("team_owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_audit" ADD CONSTRAINT "manager_audit_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_audit" ADD CONSTRAINT "manager_audit_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_rate_changes_member_month_idx" ON "fee_rate_changes" USING btree ("member_id","effective_month","id");--> statement-breakpoint
CREATE INDEX "manager_audit_team_idx" ON "manager_audit" USING btree ("team_owner_id","id");--> statement-breakpoint
-- Members made before the history existed: their one rate has been in force since they joined.
INSERT INTO "fee_rate_changes" ("network_id", "member_id", "effective_month", "fee_rate_bp", "changed_by", "created_at")
SELECT "network_id", "id", date_trunc('month', "created_at")::date, "fee_rate_bp", "manager_id", "created_at"
FROM "accounts" WHERE "manager_id" IS NOT NULL;
