/*
 * Zod-free, so the web app's entry chunk reads them without loading zod (docs/decisions.md 075).
 */

/** Request headers every call sends (docs/spec.md §7, docs/design.md §2). Lower-case, as Node sees them. */
export const HEADERS = {
  authorization: "authorization",
  language: "accept-language",
  currency: "x-currency",
  networkDomain: "x-network-domain",
  idempotencyKey: "idempotency-key",
} as const;

export const API_BASE = "/api";
