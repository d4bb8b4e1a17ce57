import { isLanguage, type Language } from "@studio/contract";
import type { Network } from "../db/rows";

/** A language the network offers; any other (Korean on a network without it) becomes English (docs/design.md §3). */
export function networkLanguage(network: Pick<Network, "languages">, language: string): Language {
  return isLanguage(language) && network.languages.includes(language) ? language : "en";
}
