import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { copyStorage, createStorage, folderStorage, STORED_PREFIXES } from "../lib/storage";
import { CreateNetworkError, createNetwork, type NewNetworkInput } from "../modules/site/create-network";

export const STAFF_PASSWORD_ENV = "STUDIO_STAFF_PASSWORD";

const USAGE = `usage: npm run studio -- storage-migrate
         copies the files kept in DATA_DIR (media/, reports/) into the storage of STORAGE_URL
       npm run studio -- create-network --slug <slug> --name <name> --domain <host> [--domain <host>...]
         --staff-email <e-mail> --staff-nickname <nickname>
         [--languages en,ko,zh-CN,zh-TW] [--currencies USD,CNY] [--color #5b4cf0] [--color-dim #ece9fe]
         [--favourites-limit 10] [--password-min 8] [--hold-threshold 100000] [--time-zone Asia/Seoul]
         [--isrc-prefix KRA40] [--chat-link <url>]
         [--invoice-issuer-name <name>] [--invoice-issuer-address <address>] [--invoice-issuer-registration <no.>]
The staff password is read from ${STAFF_PASSWORD_ENV}, else from standard input (a prompt without echo
on a terminal, else the first line). It is never an argument, so it stays out of shell history.`;

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** An open, migrated database to use (tests); otherwise the server's settings open one. */
  database?: Database;
}

const OPTIONS = {
  slug: { type: "string" },
  name: { type: "string" },
  domain: { type: "string", multiple: true },
  languages: { type: "string" },
  currencies: { type: "string" },
  color: { type: "string" },
  "color-dim": { type: "string" },
  "favourites-limit": { type: "string" },
  "password-min": { type: "string" },
  "hold-threshold": { type: "string" },
  "time-zone": { type: "string" },
  "isrc-prefix": { type: "string" },
  "chat-link": { type: "string" },
  "invoice-issuer-name": { type: "string" },
  "invoice-issuer-address": { type: "string" },
  "invoice-issuer-registration": { type: "string" },
  "staff-email": { type: "string" },
  "staff-nickname": { type: "string" },
  help: { type: "boolean" },
} as const;

/** Operator commands on the server's database (DATABASE_URL or DATA_DIR); answers an exit code. */
export async function runStudioCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (!values.help && positionals[0] === "storage-migrate" && positionals.length === 1) {
    return migrateStorage(io, values);
  }
  if (values.help || positionals[0] !== "create-network" || positionals.length !== 1) {
    io.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const password = io.env[STAFF_PASSWORD_ENV] || (await readPassword(io));
  if (!password) {
    io.stderr.write(`no staff password: set ${STAFF_PASSWORD_ENV} or give it on standard input\n`);
    return 2;
  }
  const list = (value: string | undefined) => value?.split(",").map((v) => v.trim());
  const input = {
    slug: values.slug ?? "",
    name: values.name ?? "",
    domains: values.domain ?? [],
    languages: list(values.languages),
    currencies: list(values.currencies),
    colorPrimary: values.color,
    colorPrimaryDim: values["color-dim"],
    favouritesLimit: values["favourites-limit"],
    passwordMin: values["password-min"],
    holdThresholdViews: values["hold-threshold"],
    timeZone: values["time-zone"],
    isrcPrefix: values["isrc-prefix"],
    chatLink: values["chat-link"],
    invoiceIssuerName: values["invoice-issuer-name"],
    invoiceIssuerAddress: values["invoice-issuer-address"],
    invoiceIssuerRegistration: values["invoice-issuer-registration"],
    staff: { email: values["staff-email"] ?? "", nickname: values["staff-nickname"] ?? "", password },
  };
  const database = io.database ?? (await openServerDatabase(io.env));
  try {
    // Raw command-line strings: createNetwork validates every one of them with its zod schema.
    const created = await createNetwork(database.db, input as NewNetworkInput);
    const { network } = created;
    io.stdout.write(
      `created network "${network.slug}" (${network.name})${network.isDefault ? ", the default network" : ""}\n` +
        `staff account: ${input.staff.email.trim().toLowerCase()} (log in on ${input.domains.join(", ")})\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof CreateNetworkError)) throw error;
    io.stderr.write(`create-network refused: ${error.message}\n`);
    return 1;
  } finally {
    if (!io.database) await database.close();
  }
}

/**
 * Copies the files a node kept in DATA_DIR into the shared storage of STORAGE_URL (docs/operations.md):
 * what is there already with the same size is skipped, so it can run again after a failure.
 */
async function migrateStorage(io: CliIo, values: Record<string, unknown>): Promise<number> {
  const given = Object.keys(values).filter((name) => values[name] !== undefined);
  if (given.length > 0) {
    io.stderr.write(`storage-migrate takes no options (${given.join(", ")})\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(io.env);
  if (!config.STORAGE_URL) {
    io.stderr.write(
      "storage-migrate: STORAGE_URL is not set: there is nowhere to copy DATA_DIR's files to\n",
    );
    return 2;
  }
  const from = folderStorage(config.DATA_DIR);
  const to = createStorage(config);
  try {
    io.stdout.write(`copying ${STORED_PREFIXES.join(", ")} from ${from.location} to ${to.location}\n`);
    const counts = await copyStorage(from, to, STORED_PREFIXES, (key, state) => {
      if (state !== "skipped") io.stdout.write(`${state} ${key}\n`);
    });
    io.stdout.write(
      `${counts.copied} copied, ${counts.skipped} already there, ${counts.failed.length} failed\n`,
    );
    for (const failure of counts.failed) io.stderr.write(`failed ${failure.key}: ${failure.reason}\n`);
    return counts.failed.length > 0 ? 1 : 0;
  } finally {
    await to.close();
  }
}

async function openServerDatabase(env: NodeJS.ProcessEnv): Promise<Database> {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  await database.migrate();
  return database;
}

/** The password from standard input: asked twice without echo on a terminal, else its first line. */
async function readPassword(io: CliIo): Promise<string> {
  if (!io.stdin.isTTY) {
    let text = "";
    for await (const chunk of io.stdin) text += chunk.toString();
    return text.split(/\r?\n/)[0] ?? "";
  }
  const first = await askHidden(io, "Staff password: ");
  const again = await askHidden(io, "Again: ");
  if (first !== again) {
    io.stderr.write("the two passwords differ\n");
    return "";
  }
  return first;
}

async function askHidden(io: CliIo, question: string): Promise<string> {
  io.stdout.write(question);
  // Typed characters echo into this sink, never to the terminal.
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: io.stdin, output: muted, terminal: true });
  try {
    return await prompt.question("");
  } finally {
    prompt.close();
    io.stdout.write("\n");
  }
}
