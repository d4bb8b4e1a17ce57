import { z } from "zod";
import { CURRENCIES, LANGUAGES } from "../languages";
import { NETWORK_PASSWORD_MIN } from "../password-length";
import { HEX_COLOUR } from "./colour-contrast";

/**
 * The rules of a network's settings, once: the command that creates a network and the back-office's
 * site settings check them alike (docs/decisions/125). The messages are for the command's operator;
 * the settings form words them itself.
 */

/** A site colour: `#rrggbb`. */
export const hexColourField = z.string().trim().regex(HEX_COLOUR, "a colour like #5b4cf0");

/** A host name a site answers at, written as the resolver compares it: lower case, no "www.", no port. */
export const siteDomainField = z
  .string()
  .trim()
  .toLowerCase()
  .transform((host) => host.replace(/:\d+$/, "").replace(/^www\./, ""))
  .pipe(
    z
      .string()
      .max(253)
      .regex(
        /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
        "a host name like studio.example.com",
      ),
  );

export const siteDomainsField = z
  .array(siteDomainField)
  .min(1, "at least one domain")
  .max(20)
  .refine((list) => new Set(list).size === list.length, "each domain once");

/** The interface languages a site offers; English always, as the language everything falls back to. */
export const siteLanguagesField = z
  .array(z.enum(LANGUAGES))
  .min(1)
  .refine((list) => list.includes("en"), "must include en (the fallback language)");

export const siteCurrenciesField = z.array(z.enum(CURRENCIES)).min(1);

/** An IANA time zone the runtime knows ("Asia/Seoul"): the network's calendar days. */
export const timeZoneField = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "an IANA time zone like Asia/Seoul");

/** The network's ISRC registrant prefix: country code and registrant code ("KRA40"). */
export const isrcPrefixField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, "country code + registrant code, like KRA40");

/** ISO 3166-1 alpha-2 country codes (where the network pays no bank transfers). */
export const countryCodesField = z
  .array(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/),
  )
  .max(250);

/** The shortest new password a network may ask for (its policy's minimum). */
export const passwordMinField = z.number().int().min(NETWORK_PASSWORD_MIN.min).max(NETWORK_PASSWORD_MIN.max);

/** The most favourites a network may allow an account. */
export const favouritesLimitField = z.number().int().min(1).max(1_000);

/** Views under which a verified channel waits on hold (`denied.pending`) before staff see it. */
export const holdThresholdField = z.number().int().min(0).max(2_000_000_000);

/** A chat link: an https address, or none. */
export const chatLinkField = z.union([z.literal(""), z.url({ protocol: /^https$/ }).max(500)]);
