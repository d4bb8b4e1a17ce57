import type { CallDefinition } from "@studio/contract";
import * as contract from "@studio/contract";

/** Every call the contract exports (the contract has no registry: a call is any exported definition). */
export const CONTRACT_CALLS: readonly CallDefinition[] = (Object.values(contract) as unknown[]).filter(
  (value): value is CallDefinition =>
    typeof value === "object" &&
    value !== null &&
    "path" in value &&
    "method" in value &&
    "input" in value &&
    "access" in value &&
    "errors" in value,
);

/** How the authorization table and the tests name a call: method and path, as docs/spec.md §7 writes them. */
export const callKey = (call: Pick<CallDefinition, "method" | "path">): string =>
  `${call.method} ${call.path}`;
