import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { findAccountById } from "../auth";

/**
 * The deletion journal (docs/operations.md, "Backup and restore"): one JSON line per deleted
 * account, appended in the deletion's transaction before it commits, kept outside the database. A
 * database restored from a backup taken before a deletion has the account back; replaying the
 * journal (`npm run replay-deletions`) deletes it again, as it was deleted the first time. A line
 * holds ids and the time only, no personal data (docs/decisions/008).
 */
export interface DeletionEntry {
  account_id: number;
  network_id: number;
  deleted_at: string;
}

/** DELETION_JOURNAL, else `deletion-journal.jsonl` in DATA_DIR. */
export function deletionJournalPath(config: Pick<Config, "DELETION_JOURNAL" | "DATA_DIR">): string {
  return config.DELETION_JOURNAL
    ? path.resolve(config.DELETION_JOURNAL)
    : path.join(config.DATA_DIR, "deletion-journal.jsonl");
}

/**
 * Appends the deletion to the journal; throws when it cannot, so the deletion's transaction rolls
 * back: no account is deleted without its line (a line whose commit then failed deletes, on a
 * replay, an account its owner had asked to delete).
 */
export function journalDeletion(file: string, entry: DeletionEntry): void {
  mkdirSync(path.dirname(file), { recursive: true });
  // One write of one line, opened for appending: lines from several processes never interleave.
  appendFileSync(file, `${JSON.stringify(entry)}\n`, { flag: "a" });
}

/** Every entry of the given journals, oldest first; a missing file has none. */
export function readDeletionJournals(files: readonly string[]): DeletionEntry[] {
  const entries: DeletionEntry[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const [index, line] of readFileSync(file, "utf8").split("\n").entries()) {
      if (!line.trim()) continue;
      const entry = JSON.parse(line) as Partial<DeletionEntry>;
      if (
        !Number.isSafeInteger(entry.account_id) ||
        !Number.isSafeInteger(entry.network_id) ||
        typeof entry.deleted_at !== "string" ||
        Number.isNaN(Date.parse(entry.deleted_at))
      )
        throw new Error(`${file}:${index + 1}: not a deletion entry`);
      entries.push(entry as DeletionEntry);
    }
  }
  return entries.sort((a, b) => Date.parse(a.deleted_at) - Date.parse(b.deleted_at));
}

export interface ReplayOutcome {
  /** Accounts deleted again (the restored database had them live). */
  deleted: number;
  /** Already deleted in the restored database. */
  alreadyDeleted: number;
  /** Not in the restored database at all (made after the backup): nothing to delete. */
  absent: number;
}

/**
 * Deletes again every journaled account the database has live, each as the first deletion did
 * (`delete`: markAccountDeleted in a transaction, at the journaled time). Safe to run twice.
 */
export async function replayDeletions(
  db: Db,
  entries: readonly DeletionEntry[],
  deleteAccount: (account: Account, at: Date) => Promise<void>,
): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { deleted: 0, alreadyDeleted: 0, absent: 0 };
  for (const entry of entries) {
    const account = await findAccountById(db, entry.account_id);
    if (!account || account.networkId !== entry.network_id) outcome.absent++;
    else if (account.status === "deleted") outcome.alreadyDeleted++;
    else {
      await deleteAccount(account, new Date(entry.deleted_at));
      outcome.deleted++;
    }
  }
  return outcome;
}
