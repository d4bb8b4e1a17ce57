import { normalizeSearchText } from "@studio/contract";
import { simplifiedForm } from "./chinese-forms";

/**
 * How many tracks a search matched (up to SEARCH_TOTAL_CAP), kept a minute per process so "load
 * more" (pages 1, 2...) does not count again. Page 0 always counts afresh, so a search the web
 * starts shows the catalogue as it is; a catalogue import forgets its network's totals at once.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

/** A search's total: exact, or `capped` when more than `total` tracks match (decision 078). */
export interface SearchTotal {
  total: number;
  capped: boolean;
}
const totals = new Map<string, SearchTotal & { at: number }>();

/** One key per network and search; tags in any order are the same search. */
export function searchKey(
  networkId: number,
  filters: {
    search?: string | undefined;
    tags: readonly string[];
    category?: string | undefined;
    shopping?: boolean | undefined;
    prioritized?: boolean | undefined;
  },
): string {
  return JSON.stringify([
    networkId,
    simplifiedForm(normalizeSearchText(filters.search ?? "")),
    [...filters.tags].sort(),
    filters.category ?? null,
    filters.shopping ?? null,
    filters.prioritized ?? null,
  ]);
}

export function knownTotal(key: string): SearchTotal | undefined {
  const hit = totals.get(key);
  if (!hit) return undefined;
  if (Date.now() - hit.at >= TTL_MS) {
    totals.delete(key);
    return undefined;
  }
  return { total: hit.total, capped: hit.capped };
}

export function rememberTotal(key: string, total: SearchTotal): SearchTotal {
  // Oldest first in a Map: past the bound, the oldest search goes.
  if (totals.size >= MAX_ENTRIES && !totals.has(key)) totals.delete(totals.keys().next().value as string);
  totals.delete(key);
  totals.set(key, { ...total, at: Date.now() });
  return total;
}

/** Forgets every total of a network (its catalogue changed). */
export function forgetTotals(networkId: number): void {
  const prefix = `[${networkId},`;
  for (const key of totals.keys()) if (key.startsWith(prefix)) totals.delete(key);
}
