import { channelAddCall, type TChannel } from "@studio/contract";
import { eq } from "drizzle-orm";
import { channels } from "../../src/db/schema";
import { expectOk } from "./assertions";
import { api, createAccount, login, type TestAccount } from "./factories";
import { createSandboxChannel, type SandboxChannelJson } from "./sandbox";
import type { TestApp } from "./test-app";

export interface SignedIn extends TestAccount {
  token: string;
  client: ReturnType<typeof api>;
}

/** A verified account with a session and a client using it. */
export async function signedIn(
  t: TestApp,
  overrides: Parameters<typeof createAccount>[1] = {},
): Promise<SignedIn> {
  const created = await createAccount(t.database.db, overrides);
  const domain = overrides.network === "wave" ? "wave.studio.test" : undefined;
  const token = await login(t.app, created.email, created.password, domain ? { domain } : {});
  return { ...created, token, client: api(t.app, { token, ...(domain ? { domain } : {}) }) };
}

/** A fresh sandbox channel registered by `owner` through channel/add. */
export async function registeredChannel(
  t: TestApp,
  owner: SignedIn,
  sandboxValues: Parameters<typeof createSandboxChannel>[1] = {},
): Promise<{ channel: TChannel & { already_registered: boolean }; platform: SandboxChannelJson }> {
  const platform = await createSandboxChannel(t.sandbox, sandboxValues);
  const channel = expectOk(
    await owner.client.call(channelAddCall, { link: platform.link, category: "game" }),
  );
  return { channel, platform };
}

/** Puts a channel straight into a status (for tests about what comes after). */
export async function setChannelStatus(
  t: TestApp,
  channelId: number,
  values: Partial<typeof channels.$inferInsert>,
): Promise<void> {
  await t.database.db.update(channels).set(values).where(eq(channels.id, channelId));
}
