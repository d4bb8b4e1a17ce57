import * as contract from "@studio/contract";
import { z } from "zod";

/**
 * A successful answer whose `data` is not what the contract says the call answers: a bug on one
 * side of the contract, never the person's doing (docs/decisions/050).
 */
export class ContractMismatch extends Error {
  override readonly name = "ContractMismatch";

  constructor(
    /** `METHOD path` of the call. */
    readonly call: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${call} answered data that does not match the contract:\n${z.prettifyError({ issues })}`);
  }
}

/**
 * Checks an answer against the call's output schema. Development and tests only: `callApi` loads
 * this module behind a condition that folds to false in a production build (decision 075).
 */
export function checkAnswer(name: contract.CallName, data: unknown): void {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: development and tests only, where every call is wanted.
  const call: contract.CallDefinition = contract[name];
  const parsed = call.output.safeParse(data);
  if (parsed.success) return;
  const mismatch = new ContractMismatch(`${call.method} ${call.path}`, parsed.error.issues);
  // Loud even when a screen turns the failure into a quiet message.
  console.error(mismatch);
  throw mismatch;
}
