CREATE TABLE "confirmed_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	"confirmed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "confirmed_revenue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"import_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"month" date NOT NULL,
	"amount_micro" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"balance_micro" bigint NOT NULL,
	"entries" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"month" date NOT NULL,
	"amount_micro" bigint NOT NULL,
	"reference" text NOT NULL,
	"channel_id" bigint,
	"fee_rate_bp" integer,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_from" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_first_of_month" CHECK (extract(day from "ledger_entries"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "ledger_months" (
	"account_id" bigint NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"amount_micro" bigint NOT NULL,
	"available_from" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_months_account_id_month_type_pk" PRIMARY KEY("account_id","month","type")
);
--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "withdrawal_open_day" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmed_imports" ADD CONSTRAINT "confirmed_imports_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmed_revenue" ADD CONSTRAINT "confirmed_revenue_import_id_confirmed_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."confirmed_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_months" ADD CONSTRAINT "ledger_months_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "confirmed_imports_network_sha_key" ON "confirmed_imports" USING btree ("network_id","sha256");--> statement-breakpoint
CREATE INDEX "confirmed_revenue_channel_month_idx" ON "confirmed_revenue" USING btree ("channel_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "confirmed_revenue_import_key" ON "confirmed_revenue" USING btree ("import_id","channel_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_key" ON "ledger_entries" USING btree ("network_id","reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_month_idx" ON "ledger_entries" USING btree ("account_id","month","type");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_available_idx" ON "ledger_entries" USING btree ("account_id","available_from");--> statement-breakpoint
-- The ledger is append-only (docs/decisions/086): no row is ever updated or deleted, whoever asks.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % refused on %', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER confirmed_revenue_append_only BEFORE UPDATE OR DELETE ON confirmed_revenue
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- The read models move with the rows, in the statement's own transaction: balances and the
-- earnings report's month-and-type sums.
CREATE FUNCTION ledger_entries_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_balances AS b (account_id, balance_micro, entries)
    SELECT account_id, sum(amount_micro), count(*) FROM new_entries GROUP BY account_id
    ORDER BY account_id
  ON CONFLICT (account_id) DO UPDATE
    SET balance_micro = b.balance_micro + excluded.balance_micro, entries = b.entries + excluded.entries;
  INSERT INTO ledger_months AS m (account_id, month, type, amount_micro, available_from)
    SELECT account_id, month, type, sum(amount_micro), max(available_from) FROM new_entries
    GROUP BY account_id, month, type ORDER BY account_id, month, type
  ON CONFLICT (account_id, month, type) DO UPDATE
    SET amount_micro = m.amount_micro + excluded.amount_micro,
      available_from = greatest(m.available_from, excluded.available_from);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_inserted AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_added();
