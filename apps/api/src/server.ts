import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./seed/demo";

const config = loadConfig();
const database = await openDatabase({
  ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR }),
});
await database.migrate();
const seeding = config.SEED === "always" || (config.SEED === "auto" && config.NODE_ENV !== "production");
if (seeding) await seedDemo(database.db, { dataDir: config.DATA_DIR });

const app = await buildApp({ config, database, serveWeb: config.SERVE_WEB });
await app.listen({ host: config.HOST, port: config.PORT });

const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.PORT;
const where = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.DATA_DIR}`;
const lines = [
  "",
  `  Studio is running at http://localhost:${port}`,
  `  Database: ${where}`,
  `  White-label demo site: http://wave.localhost:${port} (or http://localhost:${port}/?host=wave.studio.test)`,
];
if (config.devTools) lines.push(`  Captured mail: http://localhost:${port}/dev/mail`);
if (seeding) {
  lines.push(`  Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(22)} ${account.role}`);
}
console.log(`${lines.join("\n")}\n`);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
