import {
  CURRENCIES,
  chatLinkField,
  FAVOURITES_LIMIT_DEFAULT,
  favouritesLimitField,
  hexColourField,
  holdThresholdField,
  isrcPrefixField,
  isValidNickname,
  LANGUAGES,
  NICKNAME,
  PASSWORD_POLICY_DEFAULT,
  passwordMinField,
  siteCurrenciesField,
  siteDomainsField,
  siteLanguagesField,
  timeZoneField,
} from "@studio/contract";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { AppError } from "../../lib/app-error";
import { newInviteCode } from "../../lib/tokens";
import { assertPasswordPolicy, hashPassword, insertAccount } from "../auth";
import {
  findNetworkBySlug,
  findTakenDomains,
  insertNetwork,
  lockNetworkCreation,
  networkCount,
} from "./queries";

/** What an operator gives to create a network and its first staff account (docs/operations.md). */
export const ZNewNetwork = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, "2-40 lower-case letters, digits or '-'"),
  name: z.string().trim().min(1).max(60),
  domains: siteDomainsField,
  languages: siteLanguagesField.default([...LANGUAGES]),
  currencies: siteCurrenciesField.default([...CURRENCIES]),
  colorPrimary: hexColourField.default("#5b4cf0"),
  colorPrimaryDim: hexColourField.default("#ece9fe"),
  chatLink: chatLinkField.default(""),
  favouritesLimit: z.coerce.number().pipe(favouritesLimitField).default(FAVOURITES_LIMIT_DEFAULT),
  passwordMin: z.coerce.number().pipe(passwordMinField).default(PASSWORD_POLICY_DEFAULT.min),
  holdThresholdViews: z.coerce.number().pipe(holdThresholdField).default(100_000),
  timeZone: timeZoneField.default("Asia/Seoul"),
  isrcPrefix: isrcPrefixField.default("KRA40"),
  /** The issuer the withdrawal invoices name (decision 091); empty: shown as not set. */
  invoiceIssuerName: z.string().trim().max(200).default(""),
  invoiceIssuerAddress: z.string().trim().max(500).default(""),
  invoiceIssuerRegistration: z.string().trim().max(100).default(""),
  staff: z.object({
    email: z.string().trim().toLowerCase().pipe(z.email("an e-mail address")),
    nickname: z.string().trim().refine(isValidNickname, `${NICKNAME.min}-${NICKNAME.max} letters or digits`),
    password: z.string(),
  }),
});
export type NewNetworkInput = z.input<typeof ZNewNetwork>;

/** A refusal the operator can act on: the message says what is wrong, in English. */
export class CreateNetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CreateNetworkError";
  }
}

export interface CreatedNetwork {
  network: Network;
  staffAccountId: number;
}

/**
 * Creates a network, its domains and its first staff account in one transaction (docs/design.md §12).
 * The first network becomes the default one (unknown domains answer with it). Creations are
 * serialised by an advisory lock, so duplicates are refused by name, never by a raw constraint.
 */
export async function createNetwork(
  db: Db,
  input: NewNetworkInput,
  now = new Date(),
): Promise<CreatedNetwork> {
  const parsed = ZNewNetwork.safeParse(input);
  if (!parsed.success) throw new CreateNetworkError(`invalid network:\n${z.prettifyError(parsed.error)}`);
  const { staff, domains, ...settings } = parsed.data;
  try {
    assertPasswordPolicy(staff.password, settings);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { min, max } = error.params ?? {};
    throw new CreateNetworkError(
      `invalid staff password: use ${min}-${max} characters, not one of the most common passwords`,
    );
  }
  const passwordHash = await hashPassword(staff.password);
  return db.transaction(async (tx) => {
    await lockNetworkCreation(tx);
    if (await findNetworkBySlug(tx, settings.slug)) {
      throw new CreateNetworkError(`a network with the slug "${settings.slug}" already exists`);
    }
    const taken = await findTakenDomains(tx, domains);
    if (taken.length > 0) {
      throw new CreateNetworkError(
        taken.map((t) => `the domain ${t.domain} already belongs to the network "${t.slug}"`).join("\n"),
      );
    }
    const network = await insertNetwork(
      tx,
      { ...settings, isDefault: (await networkCount(tx)) === 0, createdAt: now },
      domains,
    );
    const account = await insertAccount(tx, {
      networkId: network.id,
      email: staff.email,
      nickname: staff.nickname,
      passwordHash,
      // The network's first staff member may do everything, roles included (docs/decisions/125).
      isStaff: true,
      staffRole: "admin",
      emailVerifiedAt: now,
      language: "en",
      referralCode: newInviteCode(),
      createdAt: now,
    });
    return { network, staffAccountId: account.id };
  });
}
