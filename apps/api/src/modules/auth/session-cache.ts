import type { Account } from "../../db/rows";

/**
 * What one API node remembers of the sessions it has checked (docs/decisions/077): per token
 * hash, the account row, its version (PostgreSQL's `xmin`), the session's expiry and when it was
 * read. An entry is *trusted* (used without asking the database) only when it was read while this
 * node listened for session changes and no change arrived during the read; any other entry is only
 * a copy of the account row that the database check of every request must confirm (decision 069).
 */
export interface CachedSession {
  accountId: number;
  account: Account;
  version: string;
  expiresAt: Date;
  /** When it was read, on the request clock: past `maxAgeMs` the entry is read again. */
  storedAt: number;
  trusted: boolean;
}

export class SessionCache {
  /** Least recently used first. */
  private readonly entries = new Map<string, CachedSession>();
  private readonly byAccount = new Map<number, Set<string>>();
  /**
   * Bumped by every change heard and every change of the listener's state. A read stores a trusted
   * entry only when the generation is the one it started with: a change that committed after the
   * read's snapshot was heard during the read, so what it read may already be stale.
   */
  generation = 0;
  /** Whether the node hears every change of sessions and accounts now (its listener is up). */
  private listeningNow = false;

  constructor(
    readonly maxEntries: number,
    readonly maxAgeMs: number,
  ) {}

  get listening(): boolean {
    return this.listeningNow;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry of a token hash younger than `maxAgeMs`, marked most recently used. */
  get(tokenHash: string, nowMs: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs - entry.storedAt >= this.maxAgeMs) {
      this.delete(tokenHash);
      return undefined;
    }
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry;
  }

  /** The entry of a token hash as it is, without touching its age or its place. */
  peek(tokenHash: string): CachedSession | undefined {
    return this.entries.get(tokenHash);
  }

  /**
   * Stores what a read found. `startedAt` is the generation when the read was sent; the entry is
   * trusted only if the node listened then and still does, and nothing was heard in between.
   */
  set(
    tokenHash: string,
    entry: Omit<CachedSession, "trusted">,
    startedAt: { generation: number; listening: boolean },
  ) {
    this.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
    const trusted = this.trustable(startedAt);
    this.entries.set(tokenHash, { ...entry, trusted });
    let tokens = this.byAccount.get(entry.accountId);
    if (!tokens) {
      tokens = new Set();
      this.byAccount.set(entry.accountId, tokens);
    }
    tokens.add(tokenHash);
  }

  /** Whether a read that started at `startedAt` and ends now may be trusted. */
  trustable(startedAt: { generation: number; listening: boolean }): boolean {
    return startedAt.listening && this.listeningNow && startedAt.generation === this.generation;
  }

  /** Where a read starts from: see `set`. */
  snapshot(): { generation: number; listening: boolean } {
    return { generation: this.generation, listening: this.listeningNow };
  }

  delete(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const tokens = this.byAccount.get(entry.accountId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byAccount.delete(entry.accountId);
  }

  /** A session or the row of this account changed: forget its sessions. */
  forgetAccount(accountId: number): void {
    this.generation++;
    const tokens = this.byAccount.get(accountId);
    if (!tokens) return;
    for (const tokenHash of tokens) this.entries.delete(tokenHash);
    this.byAccount.delete(accountId);
  }

  /** Forgets everything (a change of unknown scope, or the listener went down or came up). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byAccount.clear();
  }

  /**
   * The listener came up (LISTEN answered) or went down. Either way the cache is dropped whole:
   * changes made while it was down were not heard, and reads in flight are not trusted.
   */
  setListening(listening: boolean): void {
    this.listeningNow = listening;
    this.clear();
  }
}
