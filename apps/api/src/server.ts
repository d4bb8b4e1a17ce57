import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createBatchedLogStream } from "./lib/batched-log-stream";
import { drainAndClose } from "./lib/drain";
import { prepareDatabase, startupLines, startupWarnings } from "./startup";

const config = loadConfig();
const database = await openDatabase({
  ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR }),
  ...(config.DATABASE_LISTEN_URL ? { listenUrl: config.DATABASE_LISTEN_URL } : {}),
  poolMax: config.DATABASE_POOL_MAX,
  poolMode: config.DATABASE_POOL_MODE,
});
const { demo } = await prepareDatabase(database, config);

// Log lines leave in batches (lib/batched-log-stream.ts): one write per event-loop turn, not per line.
const logStream = createBatchedLogStream();
const app = await buildApp({ config, database, serveWeb: config.SERVE_WEB, logStream });
await app.listen({ host: config.HOST, port: config.PORT });

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
  await database.close();
  process.exit(drained ? 0 : 1);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
