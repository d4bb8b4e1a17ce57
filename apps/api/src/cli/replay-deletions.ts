/**
 * Deletes again, after a database was restored from a backup, every account the deletion journal
 * lists (docs/operations.md, "Backup and restore"):
 *   npm run replay-deletions                       (the journal of DELETION_JOURNAL, else DATA_DIR's)
 *   npm run replay-deletions -- <journal> [<journal>...]   (several nodes' journals)
 * With the server's database settings (DATABASE_URL, else DATA_DIR). Safe to run more than once.
 */
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import {
  deletionJournalPath,
  markAccountDeleted,
  readDeletionJournals,
  replayDeletions,
} from "../modules/member";

const config = loadConfig();
const files = process.argv.slice(2).filter((arg) => arg !== "--");
const journals = files.length > 0 ? files : [deletionJournalPath(config)];
const entries = readDeletionJournals(journals);
const database = await openDatabase(
  config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
try {
  await database.migrate();
  const outcome = await replayDeletions(database.db, entries, (account, at) =>
    database.db.transaction((tx) => markAccountDeleted(tx, account, at, null)),
  );
  console.log(
    `${entries.length} journaled deletions (${journals.join(", ")}): ${outcome.deleted} deleted again, ` +
      `${outcome.alreadyDeleted} already deleted, ${outcome.absent} not in this database`,
  );
} finally {
  await database.close();
}
