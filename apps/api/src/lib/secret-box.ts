import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import { appDatabase, type Db } from "../db/client";
import { appState } from "../db/schema";

/**
 * Secrets kept at rest (an authenticator's TOTP secret), sealed with AES-256-GCM
 * (docs/decisions/142). The keys come from SECRETS_KEY: comma-separated base64 32-byte keys, the
 * first seals, every one opens; a sealed value names its key, so keys rotate by putting the new one
 * first and dropping the old one once nothing is sealed with it. Without SECRETS_KEY a key made once
 * is kept in the database (app_state), shared by every node: weaker, since a copy of the database
 * then carries its own key (docs/operations.md).
 */

const FORMAT = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DATABASE_KEY = "secrets_key";

export interface SecretKey {
  /** The first 8 hex digits of the key's SHA-256: names the key in what it sealed. */
  id: string;
  key: Buffer;
}

/** A key of base64 text; throws unless it is 32 bytes. */
export function secretKeyOf(text: string): SecretKey {
  const key = Buffer.from(text.trim(), "base64");
  if (key.length !== 32) throw new Error("a secrets key is 32 bytes in base64");
  return { id: createHash("sha256").update(key).digest("hex").slice(0, 8), key };
}

/** SECRETS_KEY's keys in order; throws on a key that is not 32 bytes of base64. */
export function parseSecretKeys(value: string): SecretKey[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map(secretKeyOf);
}

export class SecretBox {
  readonly #keys: SecretKey[];

  constructor(keys: SecretKey[]) {
    if (keys.length === 0) throw new Error("a secret box needs a key");
    this.#keys = keys;
  }

  /** `v1.<key id>.<iv>.<ciphertext and tag>`, base64url parts. */
  seal(plain: string): string {
    const [current] = this.#keys as [SecretKey];
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", current.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return [FORMAT, current.id, iv.toString("base64url"), sealed.toString("base64url")].join(".");
  }

  /** The plain text; throws when the value was changed or its key is not among the keys. */
  open(sealedText: string): string {
    const [format, id, ivText, sealedPart] = sealedText.split(".");
    if (format !== FORMAT || !id || !ivText || !sealedPart) throw new Error("not a sealed secret");
    const found = this.#keys.find((key) => key.id === id);
    if (!found) throw new Error(`the secret was sealed with key ${id}, which SECRETS_KEY does not hold`);
    const sealed = Buffer.from(sealedPart, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", found.key, Buffer.from(ivText, "base64url"));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  }
}

/** The key kept in the database, made by the first node that needs one (the others read it). */
async function databaseKey(db: Db): Promise<SecretKey> {
  await db
    .insert(appState)
    .values({ key: DATABASE_KEY, value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appState).where(eq(appState.key, DATABASE_KEY));
  if (!row) throw new Error("the database secrets key could not be read");
  return secretKeyOf(row.value);
}

const boxes = new WeakMap<Db, Promise<SecretBox>>();

/** This app's box: SECRETS_KEY's keys, else the database's key (read once per database handle). */
export function secretBoxOf(deps: { db: Db; config: Pick<Config, "SECRETS_KEY"> }): Promise<SecretBox> {
  if (deps.config.SECRETS_KEY)
    return Promise.resolve(new SecretBox(parseSecretKeys(deps.config.SECRETS_KEY)));
  let box = boxes.get(appDatabase(deps.db));
  if (!box) {
    box = databaseKey(deps.db).then((key) => new SecretBox([key]));
    box.catch(() => boxes.delete(deps.db));
    boxes.set(appDatabase(deps.db), box);
  }
  return box;
}
