import { STORAGE_KEYS, type StorageKey } from "@studio/contract";

/** Local storage that never throws (private modes, full quota). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(STORAGE_KEYS[key]);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string | null): void {
    try {
      if (value === null) window.localStorage.removeItem(STORAGE_KEYS[key]);
      else window.localStorage.setItem(STORAGE_KEYS[key], value);
    } catch {
      // Storage unavailable: the value lives only in memory for this visit.
    }
  },
};

export const sessionFlags = {
  take(name: string): boolean {
    try {
      if (window.sessionStorage.getItem(name)) return false;
      window.sessionStorage.setItem(name, "1");
      return true;
    } catch {
      return false;
    }
  },
  get(name: string): string | null {
    try {
      return window.sessionStorage.getItem(name);
    } catch {
      return null;
    }
  },
  set(name: string, value: string): void {
    try {
      window.sessionStorage.setItem(name, value);
    } catch {
      // ignored: a flag only saves a repeat
    }
  },
};
