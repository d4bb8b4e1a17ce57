import { randomBytes } from "node:crypto";
import type { SandboxServer } from "../../src/modules/sandbox/sandbox-server";

export interface SandboxChannelJson {
  handle: string;
  id: string;
  title: string;
  link: string;
  description: string;
  viewCount: number;
}

/** A fresh sandbox channel, created through the sandbox's own HTTP API. */
export async function createSandboxChannel(
  sandbox: SandboxServer,
  values: { viewCount?: number; description?: string; handle?: string; title?: string } = {},
): Promise<SandboxChannelJson> {
  const handle = values.handle ?? `ch-${randomBytes(5).toString("hex")}`;
  const response = await fetch(`${sandbox.url}/channels`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title: `Channel ${handle}`, viewCount: 250_000, ...values, handle }),
  });
  if (response.status !== 201) throw new Error(`sandbox create: ${response.status} ${await response.text()}`);
  return (await response.json()) as SandboxChannelJson;
}

/** Changes a sandbox channel as its owner would on the platform (description, views, handle). */
export async function changeSandboxChannel(
  sandbox: SandboxServer,
  handle: string,
  change: { description?: string; viewCount?: number; handle?: string },
): Promise<SandboxChannelJson> {
  const response = await fetch(`${sandbox.url}/channels/${encodeURIComponent(handle)}`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`sandbox change: ${response.status} ${await response.text()}`);
  return (await response.json()) as SandboxChannelJson;
}

/** Uploads a video to a sandbox channel; answers its id and the Shorts URL a creator would paste. */
export async function uploadSandboxVideo(
  sandbox: SandboxServer,
  handle: string,
  video: {
    title?: string;
    durationSeconds?: number;
    viewCount?: number;
    description?: string;
    publishedAt?: string;
  },
): Promise<{ id: string; url: string }> {
  const response = await fetch(`${sandbox.url}/channels/${encodeURIComponent(handle)}/videos`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title: "My Short", durationSeconds: 30, ...video }),
  });
  if (response.status !== 201) throw new Error(`sandbox upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; url: string };
}

/** Sets a sandbox video's views, as the platform counts them. */
export async function setSandboxVideoViews(
  sandbox: SandboxServer,
  id: string,
  viewCount: number,
): Promise<void> {
  const response = await fetch(`${sandbox.url}/videos/${encodeURIComponent(id)}`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ viewCount }),
  });
  if (!response.ok) throw new Error(`sandbox views: ${response.status} ${await response.text()}`);
}
