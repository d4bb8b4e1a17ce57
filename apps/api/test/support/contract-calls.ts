import type { CallDefinition } from "@studio/contract";
import { contractCalls } from "@studio/contract/openapi";

/** Every call of the contract, from the contract's one list (the OpenAPI document uses it too). */
export const CONTRACT_CALLS: readonly CallDefinition[] = contractCalls();

/** How the authorization table and the tests name a call: method and path, as docs/spec.md §7 writes them. */
export const callKey = (call: Pick<CallDefinition, "method" | "path">): string =>
  `${call.method} ${call.path}`;
