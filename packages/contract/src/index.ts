export * from "./calendar-day";
export * from "./calls";
export * from "./channel";
export * from "./clearance";
export * from "./constants";
export * from "./envelope";
export * from "./errors";
export * from "./errors/coded";
export * from "./fee-rate";
export * from "./format";
export * from "./glossary";
export * from "./headers";
export * from "./languages";
export * from "./money";
export * from "./music";
export * from "./nickname";
export * from "./password-length";
export * from "./payout";
export * from "./revenue";
export * from "./site/colour-contrast";
export * from "./site/network-fields";
export * from "./site-meta-inline";

import type * as Calls from "./calls";
import type { CallName } from "./calls";

/** The contract's call of that name: its input and answer types, for a client sending it by name. */
export type CallOf<N extends CallName> = (typeof Calls)[N];
