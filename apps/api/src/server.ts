import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createBatchedLogStream } from "./lib/batched-log-stream";
import { prepareDatabase, startupLines, startupWarnings } from "./startup";

const config = loadConfig();
const database = await openDatabase({
  ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR }),
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

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
