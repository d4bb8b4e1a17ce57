import { BUILD_CHECK_INTERVAL_MS } from "@studio/contract";
import { sessionFlags } from "../stores/storage";

let newBuildWaiting = false;

/** Polls build.json every hour; a different build id makes the next navigation reload (docs/spec.md §4). */
export function startBuildCheck(currentBuildId: string): () => void {
  const check = async () => {
    try {
      const response = await fetch(`/build.json?t=${Date.now()}`, { cache: "no-store" });
      if (!response.ok) return;
      const { buildId } = (await response.json()) as { buildId?: string };
      if (buildId && buildId !== currentBuildId) newBuildWaiting = true;
    } catch {
      // Offline or deploying: try again next hour.
    }
  };
  const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
  return () => window.clearInterval(timer);
}

/** Called on every route change: loads the new build instead of navigating inside the old one. */
export function reloadIfNewBuild(url: string): boolean {
  if (!newBuildWaiting) return false;
  window.location.assign(url);
  return true;
}

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i;

/** A chunk that fails to load (usually an old build after a deployment) reloads the page, once a minute at most. */
export function reloadOnceForChunkError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error ?? "");
  if (!CHUNK_ERROR.test(message)) return;
  const last = Number(sessionFlags.get("chunkReloadAt") ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionFlags.set("chunkReloadAt", String(Date.now()));
  window.location.reload();
}
