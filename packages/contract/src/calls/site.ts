import { z } from "zod";
import { CURRENCIES, LANGUAGES } from "../languages";
import { defineCall } from "./define-call";
import { CALL_ROUTES } from "./routes";

export const ZSiteMeta = z.object({
  name: z.string(),
  domain: z.string(),
  logo: z.string(),
  exclusive_logo: z.boolean(),
  color_primary: z.string(),
  color_primary_dim: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  currencies: z.array(z.enum(CURRENCIES)),
  chat_link: z.string(),
  /** How long a new password must be in this network (docs/design.md §4); forms check and show it. */
  password: z.object({ min: z.number().int(), max: z.number().int() }),
  /** The server runs in demo mode (demo data, captured mail, sandbox platform): the client shows a banner. */
  demo: z.boolean(),
});
export type TSiteMeta = z.infer<typeof ZSiteMeta>;

export const siteMetaCall = defineCall({
  ...CALL_ROUTES.siteMetaCall,
  summary: "Read the network's name, look, languages and currencies",
  input: z.object({ domain: z.string().trim().max(253).optional() }),
  output: ZSiteMeta,
  errors: [],
});
