import type { Language } from "../languages";

/** One entry of the server error catalogue (docs/spec.md §8). */
export interface ErrorEntry {
  /** HTTP status the API answers with (docs/design.md §2). */
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 431 | 500 | 502 | 503;
  /** Names of the parameters the message interpolates as {name}. */
  readonly params: readonly string[];
  /** English is always present; a missing language falls back to English. */
  readonly messages: { readonly en: string } & Partial<Record<Exclude<Language, "en">, string>>;
}
