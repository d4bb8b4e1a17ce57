import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type SandboxVideo, sandboxChannels } from "../../db/schema";
import { channelAvatarUrl } from "../../lib/generated-images";

export type SandboxChannel = typeof sandboxChannels.$inferSelect;

export interface NewSandboxChannel {
  handle: string;
  title: string;
  viewCount?: number | undefined;
  subscriberCount?: number | undefined;
  shortsCount?: number | undefined;
  description?: string | undefined;
}

export interface SandboxChannelChange {
  description?: string | undefined;
  viewCount?: number | undefined;
  title?: string | undefined;
  /** A new handle: how a test or a person simulates a renamed channel. */
  handle?: string | undefined;
}

export const SANDBOX_HANDLE = /^[a-z0-9._-]{3,30}$/;

/** The sandbox's stable channel id for a handle ("UC" + 22 characters, as YouTube's look). */
export function sandboxChannelId(handle: string): string {
  const digest = createHash("sha256").update(`sandbox:${handle}`).digest("base64url");
  return `UC${digest.slice(0, 22)}`;
}

export function publicLinkOf(handle: string): string {
  return `https://www.youtube.com/@${handle}`;
}

export async function listSandboxChannels(db: Db): Promise<SandboxChannel[]> {
  return db.select().from(sandboxChannels).orderBy(sandboxChannels.createdAt, sandboxChannels.handle);
}

export async function findSandboxChannel(
  db: Db,
  by: { handle?: string; channelId?: string },
): Promise<SandboxChannel | null> {
  const condition = by.handle
    ? eq(sandboxChannels.handle, by.handle.toLowerCase())
    : eq(sandboxChannels.channelId, by.channelId ?? "");
  const [row] = await db.select().from(sandboxChannels).where(condition).limit(1);
  return row ?? null;
}

/** Creates a channel; null when the handle is taken. */
export async function createSandboxChannel(db: Db, input: NewSandboxChannel): Promise<SandboxChannel | null> {
  const handle = input.handle.toLowerCase();
  const shortsCount = input.shortsCount ?? 12;
  const [row] = await db
    .insert(sandboxChannels)
    .values({
      handle,
      channelId: sandboxChannelId(handle),
      title: input.title,
      thumbnailUrl: channelAvatarUrl(input.title, handle),
      description: input.description ?? "",
      viewCount: input.viewCount ?? 0,
      subscriberCount: input.subscriberCount ?? Math.floor((input.viewCount ?? 0) / 150),
      shortsCount,
      videos: sampleVideos(handle, input.title, shortsCount, input.viewCount ?? 0),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Applies a change; null when there is no such channel, "taken" when the new handle is in use. */
export async function changeSandboxChannel(
  db: Db,
  handle: string,
  change: SandboxChannelChange,
): Promise<SandboxChannel | null | "taken"> {
  const newHandle = change.handle?.toLowerCase();
  if (
    newHandle &&
    newHandle !== handle.toLowerCase() &&
    (await findSandboxChannel(db, { handle: newHandle }))
  ) {
    return "taken";
  }
  const [row] = await db
    .update(sandboxChannels)
    .set({
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(change.viewCount !== undefined ? { viewCount: change.viewCount } : {}),
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(newHandle ? { handle: newHandle } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(sandboxChannels.handle, handle.toLowerCase()))
    .returning();
  return row ?? null;
}

export interface NewSandboxVideo {
  title: string;
  durationSeconds: number;
  viewCount?: number;
  description?: string;
  publishedAt?: string;
}

/**
 * Uploads a video to a sandbox channel (a creator making a Short for a campaign, in the demo and
 * the tests); its id is derived from the channel and the upload count, 11 characters as YouTube's.
 */
export async function addSandboxVideo(
  db: Db,
  handle: string,
  input: NewSandboxVideo,
  now: Date,
): Promise<SandboxVideo | null> {
  const channel = await findSandboxChannel(db, { handle: handle.toLowerCase() });
  if (!channel) return null;
  const id = createHash("sha256")
    .update(`upload:${channel.handle}:${channel.videos.length}:${now.toISOString()}`)
    .digest("base64url")
    .slice(0, 11);
  const video: SandboxVideo = {
    id,
    title: input.title,
    publishedAt: input.publishedAt ?? now.toISOString(),
    durationSeconds: input.durationSeconds,
    viewCount: input.viewCount ?? 0,
    description: input.description ?? "",
  };
  await db
    .update(sandboxChannels)
    .set({ videos: [video, ...channel.videos], updatedAt: sql`now()` })
    .where(eq(sandboxChannels.handle, channel.handle));
  return video;
}

/** Sets a sandbox video's view count (views growing on the platform). */
export async function setSandboxVideoViews(db: Db, videoId: string, viewCount: number): Promise<boolean> {
  for (const channel of await listSandboxChannels(db)) {
    if (!channel.videos.some((v) => v.id === videoId)) continue;
    const videos = channel.videos.map((v) => (v.id === videoId ? { ...v, viewCount } : v));
    await db
      .update(sandboxChannels)
      .set({ videos, updatedAt: sql`now()` })
      .where(eq(sandboxChannels.handle, channel.handle));
    return true;
  }
  return false;
}

const VIDEO_TOPICS = [
  "Morning routine",
  "Quick recipe",
  "Street dance",
  "Travel diary",
  "Challenge",
  "Behind the scenes",
];

/** A few recent uploads, mostly Shorts, published over the last weeks. */
function sampleVideos(handle: string, title: string, shortsCount: number, viewCount: number): SandboxVideo[] {
  const seed = createHash("sha256").update(`videos:${handle}`).digest();
  const total = Math.min(6, Math.max(1, shortsCount));
  return Array.from({ length: total }, (_, index) => {
    const byte = seed[index] ?? 0;
    return {
      id: seed
        .subarray(index, index + 8)
        .toString("base64url")
        .slice(0, 11),
      title: `${title}: ${VIDEO_TOPICS[index % VIDEO_TOPICS.length]}`,
      publishedAt: new Date(Date.UTC(2026, 9, 1 + index * 5, 9)).toISOString(),
      durationSeconds: index === total - 1 && total > 3 ? 420 : 20 + (byte % 40),
      viewCount: Math.floor((viewCount / (total + 1)) * (0.5 + byte / 255)),
    };
  });
}
