import type { Storage } from "./storage";

/** What the files kept on a node's disk are stored under (docs/operations.md, storage-migrate). */
export const STORED_PREFIXES = ["media/", "reports/"] as const;

export interface CopyCounts {
  copied: number;
  /** Already in the target with the same size (a re-run copies only what is missing). */
  skipped: number;
  failed: { key: string; reason: string }[];
}

/**
 * Copies every object under `prefixes` from one storage to another, one at a time as a stream:
 * the local folder of a node into the bucket every node shares. The source is left as it was.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  prefixes: readonly string[] = STORED_PREFIXES,
  progress: (key: string, state: "copied" | "skipped" | "failed") => void = () => {},
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, failed: [] };
  for (const prefix of prefixes) {
    for (const key of await from.list(prefix)) {
      try {
        const source = await from.head(key);
        if (!source) continue;
        const there = await to.head(key);
        if (there?.size === source.size) {
          counts.skipped++;
          progress(key, "skipped");
          continue;
        }
        const stream = await from.get(key);
        if (!stream) continue;
        await to.put(key, { stream, size: source.size });
        counts.copied++;
        progress(key, "copied");
      } catch (error) {
        counts.failed.push({ key, reason: (error as Error).message });
        progress(key, "failed");
      }
    }
  }
  return counts;
}
