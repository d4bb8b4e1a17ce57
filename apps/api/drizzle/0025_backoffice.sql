CREATE TABLE "import_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"actor_id" bigint,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"imported" integer NOT NULL,
	"rejected" integer NOT NULL,
	"first_day" date,
	"last_day" date,
	"rejections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_logos" (
	"sha256" text PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"actor_id" bigint NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "manager_audit" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_history" ADD CONSTRAINT "import_history_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_history" ADD CONSTRAINT "import_history_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_logos" ADD CONSTRAINT "site_logos_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_history_network_idx" ON "import_history" USING btree ("network_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_network_idx" ON "staff_audit" USING btree ("network_id","id");--> statement-breakpoint
-- Staff before roles were administrators (docs/decisions/125).
UPDATE "accounts" SET "staff_role" = 'admin' WHERE "is_staff";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_staff_role_check" CHECK ("accounts"."is_staff" = ("accounts"."staff_role" is not null));--> statement-breakpoint
-- The audit is append-only like the ledger (docs/decisions/086, 125).
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
