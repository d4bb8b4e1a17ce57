CREATE TABLE "confirmed_months" (
	"network_id" bigint NOT NULL,
	"platform_channel_id" text NOT NULL,
	"month" date NOT NULL,
	"channel_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"final_micro" bigint NOT NULL,
	"frozen_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "confirmed_months_network_id_platform_channel_id_month_pk" PRIMARY KEY("network_id","platform_channel_id","month"),
	CONSTRAINT "confirmed_months_final" CHECK ("confirmed_months"."final_micro" >= 0)
);
--> statement-breakpoint
CREATE TABLE "confirmed_shares" (
	"network_id" bigint NOT NULL,
	"platform_channel_id" text NOT NULL,
	"month" date NOT NULL,
	"position" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"weight" bigint NOT NULL,
	"fee_rate_bp" integer NOT NULL,
	CONSTRAINT "confirmed_shares_network_id_platform_channel_id_month_position_pk" PRIMARY KEY("network_id","platform_channel_id","month","position"),
	CONSTRAINT "confirmed_shares_weight" CHECK ("confirmed_shares"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"network_id" bigint NOT NULL,
	"journal" text NOT NULL,
	"total_micro" bigint NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "ledger_journals_network_id_journal_pk" PRIMARY KEY("network_id","journal")
);
--> statement-breakpoint
DROP INDEX "confirmed_imports_network_sha_key";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "book" text DEFAULT 'creator' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "journal" text;--> statement-breakpoint
ALTER TABLE "confirmed_months" ADD CONSTRAINT "confirmed_months_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmed_months" ADD CONSTRAINT "confirmed_months_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmed_shares" ADD CONSTRAINT "confirmed_shares_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confirmed_months_owner_idx" ON "confirmed_months" USING btree ("owner_id","month");--> statement-breakpoint
CREATE INDEX "confirmed_imports_network_sha_idx" ON "confirmed_imports" USING btree ("network_id","sha256");--> statement-breakpoint
CREATE INDEX "ledger_entries_network_book_idx" ON "ledger_entries" USING btree ("network_id","month","book");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("network_id","journal");--> statement-breakpoint
CREATE INDEX "ledger_entries_channel_month_idx" ON "ledger_entries" USING btree ("channel_id","month") WHERE "ledger_entries"."channel_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_creator_line" CHECK (("ledger_entries"."book" = 'creator') = ("ledger_entries"."account_id" is not null));--> statement-breakpoint
-- The rows written before the ledger was double-entry (docs/decisions/130): each becomes a journal of
-- its own (its reference), balanced below by a line on the network's book it came from or went to.
ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only;--> statement-breakpoint
UPDATE ledger_entries SET journal = reference;--> statement-breakpoint
ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "journal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_book" CHECK ("book" in ('creator', 'platform_revenue', 'fee_income', 'in_transit', 'paid_out', 'write_off', 'referral_expense', 'adjustments'));--> statement-breakpoint
-- The read models move with the rows: creator lines move balances and the month-and-type sums; every
-- line moves its journal's total, which must be zero when the transaction commits.
CREATE OR REPLACE FUNCTION ledger_entries_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_balances AS b (account_id, balance_micro, entries)
    SELECT account_id, sum(amount_micro), count(*) FROM new_entries WHERE account_id IS NOT NULL
    GROUP BY account_id ORDER BY account_id
  ON CONFLICT (account_id) DO UPDATE
    SET balance_micro = b.balance_micro + excluded.balance_micro, entries = b.entries + excluded.entries;
  INSERT INTO ledger_months AS m (account_id, month, type, amount_micro, available_from)
    SELECT account_id, month, type, sum(amount_micro), max(available_from) FROM new_entries
    WHERE account_id IS NOT NULL
    GROUP BY account_id, month, type ORDER BY account_id, month, type
  ON CONFLICT (account_id, month, type) DO UPDATE
    SET amount_micro = m.amount_micro + excluded.amount_micro,
      available_from = greatest(m.available_from, excluded.available_from);
  INSERT INTO ledger_journals AS j (network_id, journal, total_micro, lines)
    SELECT network_id, journal, sum(amount_micro), count(*) FROM new_entries
    GROUP BY network_id, journal ORDER BY network_id, journal
  ON CONFLICT (network_id, journal) DO UPDATE
    SET total_micro = j.total_micro + excluded.total_micro, lines = j.lines + excluded.lines;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO ledger_journals (network_id, journal, total_micro, lines)
  SELECT network_id, journal, sum(amount_micro), count(*) FROM ledger_entries GROUP BY network_id, journal;--> statement-breakpoint
-- Confirmed revenue, referral points and staff's entries: one line on the book they came from.
INSERT INTO ledger_entries (network_id, account_id, book, journal, type, month, amount_micro, reference,
    channel_id, created_by, created_at, available_from)
  SELECT e.network_id, NULL,
    CASE WHEN e.type IN ('music_profit', 'yr.music_profit') THEN 'platform_revenue'
      WHEN e.type IN ('referral', 'expire') THEN 'referral_expense' ELSE 'adjustments' END,
    e.journal, e.type, e.month, -e.amount_micro,
    e.reference || CASE WHEN e.type IN ('music_profit', 'yr.music_profit') THEN ':platform_revenue'
      WHEN e.type IN ('referral', 'expire') THEN ':referral_expense' ELSE ':adjustments' END,
    e.channel_id, e.created_by, e.created_at, e.available_from
  FROM ledger_entries e WHERE e.book = 'creator' AND e.type <> 'withdrawal';--> statement-breakpoint
-- A withdrawal's debit moved its net into transit and its fee into fee income; a return moved both back.
INSERT INTO ledger_entries (network_id, account_id, book, journal, type, month, amount_micro, reference,
    created_by, created_at, available_from)
  SELECT e.network_id, NULL, line.book, e.journal, 'withdrawal', e.month,
    CASE WHEN e.amount_micro < 0 THEN line.amount ELSE -line.amount END,
    e.reference || ':' || line.book, e.created_by, e.created_at, e.available_from
  FROM ledger_entries e
  JOIN withdrawals w ON w.network_id = e.network_id
    AND e.reference IN ('withdrawal:' || w.id, 'withdrawal:' || w.id || ':reversal')
  CROSS JOIN LATERAL (VALUES ('in_transit', w.net_micro), ('fee_income', w.fee_micro)) AS line (book, amount)
  WHERE e.book = 'creator' AND e.type = 'withdrawal' AND line.amount <> 0;--> statement-breakpoint
-- Paid withdrawals left transit for paid out; those rejected without a return were written off.
INSERT INTO ledger_entries (network_id, account_id, book, journal, type, month, amount_micro, reference,
    created_by, created_at, available_from)
  SELECT w.network_id, NULL, line.book, 'withdrawal:' || w.id || ':' || w.status, 'withdrawal', w.month,
    line.amount, 'withdrawal:' || w.id || ':' || w.status || ':' || line.book, w.decided_by,
    coalesce(w.decided_at, w.created_at), coalesce(w.decided_at, w.created_at)
  FROM withdrawals w
  CROSS JOIN LATERAL (VALUES
    ('in_transit', -w.net_micro, true),
    ('paid_out', w.net_micro, w.status = 'success'),
    ('fee_income', -w.fee_micro, w.status = 'rejected.norecover'),
    ('write_off', w.total_micro, w.status = 'rejected.norecover')) AS line (book, amount, applies)
  WHERE w.status IN ('success', 'rejected.norecover') AND line.applies AND line.amount <> 0;--> statement-breakpoint
-- No transaction may leave a journal unbalanced: checked when it commits.
CREATE FUNCTION ledger_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT total_micro INTO total FROM ledger_journals WHERE network_id = NEW.network_id AND journal = NEW.journal;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger journal % of network % does not balance (% micro-USD)', NEW.journal, NEW.network_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_journals_balanced AFTER INSERT OR UPDATE ON ledger_journals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_journal_balanced();--> statement-breakpoint
CREATE TRIGGER ledger_journals_kept BEFORE DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- Confirmed months as final amounts, and their split as it was paid (docs/decisions/131): a month
-- confirmed before keeps sharing its corrections in the proportions its holders received.
INSERT INTO confirmed_months (network_id, platform_channel_id, month, channel_id, owner_id, final_micro,
    frozen_at, updated_at)
  SELECT k.network_id, coalesce(c.platform_channel_id, 'deleted:' || k.channel_id), k.month, k.channel_id,
    coalesce(c.owner_id, (SELECT e.account_id FROM ledger_entries e WHERE e.network_id = k.network_id
      AND e.channel_id = k.channel_id AND e.month = k.month AND e.type = 'music_profit' AND e.book = 'creator'
      ORDER BY (e.reference LIKE '%:member%'), e.id LIMIT 1)),
    greatest(k.final, 0), k.first_at, k.last_at
  FROM (SELECT network_id, channel_id, month, sum(amount_micro) AS final, min(created_at) AS first_at,
      max(created_at) AS last_at FROM confirmed_revenue GROUP BY network_id, channel_id, month) k
  LEFT JOIN channels c ON c.id = k.channel_id
  WHERE coalesce(c.owner_id, (SELECT e.account_id FROM ledger_entries e WHERE e.network_id = k.network_id
      AND e.channel_id = k.channel_id AND e.month = k.month AND e.book = 'creator' LIMIT 1)) IS NOT NULL
  ORDER BY k.first_at
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO confirmed_shares (network_id, platform_channel_id, month, position, account_id, weight, fee_rate_bp)
  SELECT m.network_id, m.platform_channel_id, m.month,
    (row_number() OVER (PARTITION BY m.network_id, m.platform_channel_id, m.month ORDER BY r.account_id))::int,
    r.account_id, r.received, 0
  FROM confirmed_months m
  JOIN LATERAL (SELECT e.account_id, sum(e.amount_micro) AS received FROM ledger_entries e
    WHERE e.network_id = m.network_id AND e.channel_id = m.channel_id AND e.month = m.month
      AND e.type = 'music_profit' AND e.book = 'creator'
    GROUP BY e.account_id HAVING sum(e.amount_micro) > 0) r ON true;--> statement-breakpoint
INSERT INTO confirmed_shares (network_id, platform_channel_id, month, position, account_id, weight, fee_rate_bp)
  SELECT m.network_id, m.platform_channel_id, m.month, 1, m.owner_id, 1, 0 FROM confirmed_months m
  WHERE NOT EXISTS (SELECT 1 FROM confirmed_shares s WHERE s.network_id = m.network_id
    AND s.platform_channel_id = m.platform_channel_id AND s.month = m.month);
