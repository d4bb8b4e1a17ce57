import { create } from "zustand";

export type SpinnerKind = "cover" | "dim";

/** Keyed spinners: a spinner shows while any of its keys is active (docs/spec.md §4). */
interface LoadingState {
  cover: ReadonlySet<string>;
  dim: ReadonlySet<string>;
  start(kind: SpinnerKind, key: string): void;
  stop(kind: SpinnerKind, key: string): void;
}

export const useLoading = create<LoadingState>((set) => ({
  // Cover loading is on from start until the app has mounted.
  cover: new Set(["app-start"]),
  dim: new Set(),
  start: (kind, key) => set((s) => ({ [kind]: new Set(s[kind]).add(key) })),
  stop: (kind, key) =>
    set((s) => {
      const next = new Set(s[kind]);
      next.delete(key);
      return { [kind]: next };
    }),
}));

/** Runs work under a dim spinner key. */
export async function withDimSpinner<T>(key: string, work: () => Promise<T>): Promise<T> {
  useLoading.getState().start("dim", key);
  try {
    return await work();
  } finally {
    useLoading.getState().stop("dim", key);
  }
}
