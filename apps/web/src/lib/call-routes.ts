import {
  CALL_ROUTES,
  type CallInput,
  type CallName,
  type CallOf,
  type CallRoute,
  type FileCallName,
} from "@studio/contract";
import { urlFor } from "./call-url";

/**
 * Every call's route, as the contract lists them (packages/contract): about 12 kB that the entry
 * leaves out. The API client loads this module with the first call a first load does not make
 * (docs/decisions/147).
 */
export function callRoute(name: CallName): CallRoute {
  return CALL_ROUTES[name];
}

/**
 * The address of a call whose answer is a file (`answer` in the contract, e.g. the invoice PDF), by
 * its name: a plain link the browser downloads, without the bearer token (a signed token in the
 * input is what opens it).
 */
export function fileCallUrl<N extends FileCallName>(name: N, input: CallInput<CallOf<N>>): string {
  return urlFor(CALL_ROUTES[name], input as Record<string, unknown>, true);
}
