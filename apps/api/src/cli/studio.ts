/**
 * Operator commands, with the server's database settings (DATABASE_URL or DATA_DIR); see
 * docs/operations.md:
 *   npm run studio -- create-network --slug <slug> --name <name> --domain <host> ...
 *   npm run studio -- storage-migrate   (DATA_DIR's files into STORAGE_URL's storage)
 */
import { runStudioCli } from "./studio-cli";

process.exitCode = await runStudioCli(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
}).catch((error: Error) => {
  console.error(`studio failed: ${error.message}`);
  return 1;
});
