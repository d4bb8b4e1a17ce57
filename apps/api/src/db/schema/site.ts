import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./common";

/** The site module's tables: networks, their domains and their uploaded logos. */

/** A network (an MCN running a branded site) and its business settings (docs/design.md §3). */
export const networks = pgTable(
  "networks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    logo: text("logo").notNull().default(""),
    exclusiveLogo: boolean("exclusive_logo").notNull().default(false),
    colorPrimary: text("color_primary").notNull(),
    colorPrimaryDim: text("color_primary_dim").notNull(),
    languages: text("languages").array().notNull(),
    currencies: text("currencies").array().notNull(),
    chatLink: text("chat_link").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    passwordMin: integer("password_min").notNull().default(8),
    favouritesLimit: integer("favourites_limit").notNull().default(10),
    holdThresholdViews: integer("hold_threshold_views").notNull().default(100_000),
    timeZone: text("time_zone").notNull().default("Asia/Seoul"),
    /** The network's ISRC registrant prefix (country + registrant code): its tracks' ISRCs start with it. */
    isrcPrefix: text("isrc_prefix").notNull().default("KRA40"),
    /** ISO 3166-1 alpha-2 codes where the network pays no bank transfers (40016); PayPal still works. */
    noBankTransferCountries: text("no_bank_transfer_countries").array().notNull().default(sql`'{}'::text[]`),
    /** The day of month M+1 (in the network's time zone) from which month M's revenue is withdrawable. */
    withdrawalOpenDay: integer("withdrawal_open_day").notNull().default(25),
    /**
     * How long withdrawals wait after a change of payment info, hours (docs/decisions/144); 0 holds
     * none. A first registration starts no wait.
     */
    payoutCoolingOffHours: integer("payout_cooling_off_hours").notNull().default(72),
    /** The inviter's share of an invited friend's confirmed revenue, basis points (decision 121). */
    referralShareBp: integer("referral_share_bp").notNull().default(500),
    /** Manual entries above this amount wait for a second staff member (decision 134); 1,000 USD. */
    manualApprovalMicro: bigint("manual_approval_micro", { mode: "bigint" })
      .notNull()
      .default(sql`1000000000`),
    /** Who issues the withdrawal invoices (docs/design.md §7, decision 091); empty until staff set them. */
    invoiceIssuerName: text("invoice_issuer_name").notNull().default(""),
    invoiceIssuerAddress: text("invoice_issuer_address").notNull().default(""),
    invoiceIssuerRegistration: text("invoice_issuer_registration").notNull().default(""),
    createdAt: createdAt(),
  },
  // At most one default network: unknown domains answer with it (docs/design.md §3).
  (t) => [uniqueIndex("networks_one_default_key").on(t.isDefault).where(sql`${t.isDefault}`)],
);

export const networkDomains = pgTable("network_domains", {
  domain: text("domain").primaryKey(),
  networkId: bigint("network_id", { mode: "number" })
    .notNull()
    .references(() => networks.id, { onDelete: "cascade" }),
});

/**
 * A network's logo as staff uploaded it (docs/decisions/125), kept in the database so every API
 * node serves it; `networks.logo` names it by content hash, so a new logo is a new address.
 */
export const siteLogos = pgTable("site_logos", {
  sha256: text("sha256").primaryKey(),
  networkId: bigint("network_id", { mode: "number" })
    .notNull()
    .references(() => networks.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});
