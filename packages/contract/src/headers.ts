/*
 * Zod-free, so the web app's entry chunk reads them without loading zod (docs/decisions/075).
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

/**
 * The network's chat link as a QR code (SVG) for the landing page; `?domain=` names the site. Here,
 * not beside the calls, so the landing page reads it without the calls' schemas.
 */
export const CHAT_QR_PATH = `${API_BASE}/site/chat-qr.svg`;
