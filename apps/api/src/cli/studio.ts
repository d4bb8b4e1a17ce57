/**
 * Operator commands, with the server's database settings (DATABASE_URL or DATA_DIR); see
 * docs/operations.md:
 *   npm run studio -- create-network --slug <slug> --name <name> --domain <host> ...
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
