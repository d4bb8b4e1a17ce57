import { createHash } from "node:crypto";
import { E, type TSiteSettings, type TSiteSettingsView } from "@studio/contract";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { networkDomains, networks, siteLogos } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { StaffAuditNote } from "../../lib/staff-audit";
import { sanitizeSvg } from "../../lib/svg-sanitize";

/**
 * The site settings staff edit (docs/decisions/125): what `site/meta` and every rule of the
 * product read from the network row, and the domains it answers at.
 */
export async function siteSettingsOf(db: Db, network: Network): Promise<TSiteSettingsView> {
  const [row] = await db.select().from(networks).where(eq(networks.id, network.id));
  if (!row) throw AppError.notFound();
  const domains = await db
    .select({ domain: networkDomains.domain })
    .from(networkDomains)
    .where(eq(networkDomains.networkId, network.id))
    .orderBy(networkDomains.domain);
  return { ...settingsOf(row), domains: domains.map((d) => d.domain), logo: row.logo };
}

function settingsOf(row: Network): Omit<TSiteSettings, "domains"> {
  return {
    name: row.name,
    languages: row.languages as TSiteSettings["languages"],
    currencies: row.currencies as TSiteSettings["currencies"],
    color_primary: row.colorPrimary,
    color_primary_dim: row.colorPrimaryDim,
    exclusive_logo: row.exclusiveLogo,
    chat_link: row.chatLink,
    time_zone: row.timeZone,
    isrc_prefix: row.isrcPrefix,
    password_min: row.passwordMin,
    favourites_limit: row.favouritesLimit,
    hold_threshold_views: row.holdThresholdViews,
    withdrawal_open_day: row.withdrawalOpenDay,
    payout_cooling_off_hours: row.payoutCoolingOffHours,
    referral_share_bp: row.referralShareBp,
    manual_approval_usd: Number(row.manualApprovalMicro / 1_000_000n),
    no_bank_transfer_countries: row.noBankTransferCountries,
    invoice_issuer_name: row.invoiceIssuerName,
    invoice_issuer_address: row.invoiceIssuerAddress,
    invoice_issuer_registration: row.invoiceIssuerRegistration,
  };
}

/**
 * Saves the whole form in one transaction with its audit row. A domain another network answers at
 * is refused (4): each domain names one site. Saving the same form twice changes nothing.
 */
export async function saveSiteSettings(
  db: Db,
  network: Network,
  settings: TSiteSettings,
  audit: StaffAuditNote,
): Promise<void> {
  const domains = [...new Set(settings.domains)];
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(networks).where(eq(networks.id, network.id)).for("update");
    if (!row) throw AppError.notFound();
    const taken = await tx
      .select({ domain: networkDomains.domain })
      .from(networkDomains)
      .where(and(inArray(networkDomains.domain, domains), ne(networkDomains.networkId, network.id)));
    if (taken.length > 0) throw new AppError(E.FIELDS_REQUIRED);
    const before = await tx
      .select({ domain: networkDomains.domain })
      .from(networkDomains)
      .where(eq(networkDomains.networkId, network.id))
      .orderBy(networkDomains.domain);
    const [after] = await tx
      .update(networks)
      .set({
        name: settings.name,
        languages: settings.languages,
        currencies: settings.currencies,
        colorPrimary: settings.color_primary.toLowerCase(),
        colorPrimaryDim: settings.color_primary_dim.toLowerCase(),
        exclusiveLogo: settings.exclusive_logo,
        chatLink: settings.chat_link,
        timeZone: settings.time_zone,
        isrcPrefix: settings.isrc_prefix,
        passwordMin: settings.password_min,
        favouritesLimit: settings.favourites_limit,
        holdThresholdViews: settings.hold_threshold_views,
        withdrawalOpenDay: settings.withdrawal_open_day,
        payoutCoolingOffHours: settings.payout_cooling_off_hours,
        referralShareBp: settings.referral_share_bp,
        manualApprovalMicro: BigInt(settings.manual_approval_usd) * 1_000_000n,
        noBankTransferCountries: [...new Set(settings.no_bank_transfer_countries)].sort(),
        invoiceIssuerName: settings.invoice_issuer_name,
        invoiceIssuerAddress: settings.invoice_issuer_address,
        invoiceIssuerRegistration: settings.invoice_issuer_registration,
      })
      .where(eq(networks.id, network.id))
      .returning();
    if (!after) throw AppError.notFound();
    await tx.delete(networkDomains).where(eq(networkDomains.networkId, network.id));
    await tx.insert(networkDomains).values(domains.map((domain) => ({ domain, networkId: network.id })));
    await audit.record(tx, {
      target: `network:${network.slug}`,
      before: { ...settingsOf(row), domains: before.map((d) => d.domain) },
      after: { ...settingsOf(after), domains: domains.sort() },
    });
  });
}

/** The logo types a site may use, by their first bytes: no HTML or script passes as a logo. */
function logoTypeOf(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "image/webp";
  const head = bytes.subarray(0, 512).toString("utf8").trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return "image/svg+xml";
  return undefined;
}

export const LOGO_PATH = "/api/site/logo";

/**
 * Stores a logo under its content hash and makes it the network's, with its audit row. An SVG is
 * stored without what runs or fetches; a file that is no PNG, WebP or well-formed SVG is refused (11,
 * docs/decisions/140).
 */
export async function saveSiteLogo(db: Db, network: Network, uploaded: Buffer, audit: StaffAuditNote) {
  const contentType = logoTypeOf(uploaded);
  const bytes = contentType === "image/svg+xml" ? await sanitizeSvg(uploaded) : uploaded;
  if (!contentType || !bytes) throw new AppError(E.UNUSABLE_IMAGE);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const logo = `${LOGO_PATH}/${sha256}`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ logo: networks.logo })
      .from(networks)
      .where(eq(networks.id, network.id))
      .for("update");
    await tx
      .insert(siteLogos)
      .values({ sha256, networkId: network.id, contentType, bytes })
      .onConflictDoNothing();
    await tx.update(networks).set({ logo }).where(eq(networks.id, network.id));
    await audit.record(tx, {
      target: `network:${network.slug}`,
      before: { logo: row?.logo ?? "" },
      after: { logo },
    });
  });
  return { logo };
}

/** A stored logo by its hash. */
export async function findSiteLogo(db: Db, sha256: string) {
  const [row] = await db.select().from(siteLogos).where(eq(siteLogos.sha256, sha256));
  return row;
}
