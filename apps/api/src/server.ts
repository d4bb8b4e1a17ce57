import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { openReadDatabase } from "./db/read-replica";
import { createBatchedLogStream } from "./lib/batched-log-stream";
import { drainAndClose } from "./lib/drain";
import { listenProblem, probeListen } from "./lib/listen-check";
import { prepareDatabase, startupLines, startupWarnings } from "./startup";

/**
 * SIGHUP (a closed terminal, a log rotation's signal) would end the process by default. The log
 * goes to standard output, which has nothing to reopen: the node says so and keeps serving. Set
 * first, so that a SIGHUP during the start is ignored too.
 */
let logInfo: (message: string) => void = (message) => console.log(message);
process.on("SIGHUP", () =>
  logInfo("SIGHUP received: the log goes to standard output, nothing to reopen; still serving"),
);

const config = loadConfig();
// A busy port is said at once and in one line, not after the database was opened and migrated.
const listenBlocked = await probeListen(config.HOST, config.PORT);
if (listenBlocked) {
  console.error(listenBlocked);
  process.exit(1);
}
const database = await openDatabase({
  ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR }),
  ...(config.DATABASE_LISTEN_URL ? { listenUrl: config.DATABASE_LISTEN_URL } : {}),
  poolMax: config.DATABASE_POOL_MAX,
  poolMode: config.DATABASE_POOL_MODE,
});
const { demo } = await prepareDatabase(database, config);
// The dashboards' reads on a replica, when one is set (docs/decisions/148).
const readDatabase =
  config.DATABASE_READ_URL && database.kind === "postgres"
    ? openReadDatabase({
        url: config.DATABASE_READ_URL,
        primary: database,
        maxLagMs: config.DATABASE_READ_MAX_LAG_SECONDS * 1_000,
        poolMax: config.DATABASE_POOL_MAX,
      })
    : undefined;

// Log lines leave in batches (lib/batched-log-stream.ts): one write per event-loop turn, not per line.
const logStream = createBatchedLogStream();
const app = await buildApp({ config, database, readDatabase, serveWeb: config.SERVE_WEB, logStream });
logInfo = (message) => app.log.info(message);
try {
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  // Taken meanwhile by another process: the same one line.
  const problem = listenProblem(error, config.HOST, config.PORT);
  if (!problem) throw error;
  console.error(problem);
  await app.close().catch(() => undefined);
  await readDatabase?.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.PORT;
console.log(`${startupLines(config, port, demo).join("\n")}\n`);
for (const warning of await startupWarnings(config, database)) console.warn(`  WARNING: ${warning}`);

/**
 * SIGTERM (a deploy, a scale-in) drains: not ready first, then the requests and jobs in progress
 * finish (lib/drain.ts). SIGINT (Ctrl+C at a terminal) skips the wait for the load balancer.
 */
let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  const drained = await drainAndClose(app, {
    readyDelayMs: signal === "SIGTERM" ? config.SHUTDOWN_READY_DELAY_MS : 0,
    graceMs: config.SHUTDOWN_GRACE_MS,
    log: (message) => app.log.info(message),
  });
  await readDatabase?.close();
  await database.close();
  process.exit(drained ? 0 : 1);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
