import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  addSandboxVideo,
  changeSandboxChannel,
  createSandboxChannel,
  listSandboxChannels,
  publicLinkOf,
  SANDBOX_HANDLE,
  type SandboxChannel,
  setSandboxVideoViews,
} from "./sandbox-store";

const handleField = z
  .string()
  .trim()
  .transform((h) => h.replace(/^@/, "").toLowerCase())
  .pipe(z.string().regex(SANDBOX_HANDLE, "3-30 letters, digits, '.', '_' or '-'"));
const views = z.coerce.number().int().min(0).max(1e15);

export const ZNewSandboxChannel = z.object({
  handle: handleField,
  title: z.string().trim().min(1).max(100),
  viewCount: views.optional(),
  subscriberCount: views.optional(),
  shortsCount: z.coerce.number().int().min(0).max(100_000).optional(),
  description: z.string().max(5000).optional(),
});

export const ZSandboxChange = z.object({
  description: z.string().max(5000).optional(),
  viewCount: views.optional(),
  title: z.string().trim().min(1).max(100).optional(),
  handle: handleField.optional(),
});

export const ZNewSandboxVideo = z.object({
  title: z.string().trim().min(1).max(100),
  durationSeconds: z.coerce.number().int().min(1).max(43_200),
  viewCount: views.optional(),
  description: z.string().max(5000).optional(),
  publishedAt: z.iso.datetime({ offset: true }).optional(),
});

/** A sandbox channel in the sandbox's own JSON API. */
export function sandboxChannelJson(channel: SandboxChannel) {
  return {
    handle: channel.handle,
    id: channel.channelId,
    title: channel.title,
    link: publicLinkOf(channel.handle),
    description: channel.description,
    viewCount: channel.viewCount,
    subscriberCount: channel.subscriberCount,
    shortsCount: channel.shortsCount,
    thumbnail: channel.thumbnailUrl,
  };
}

/** The sandbox's own small API: list, create and change channels (pages and tests use it). */
export function registerSandboxControlApi(app: FastifyInstance, db: Db): void {
  app.get("/channels", async () => ({ channels: (await listSandboxChannels(db)).map(sandboxChannelJson) }));

  app.post("/channels", async (request, reply) => {
    const parsed = ZNewSandboxChannel.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    const created = await createSandboxChannel(db, parsed.data);
    if (!created) return reply.code(409).send({ error: `@${parsed.data.handle} already exists` });
    return reply.code(201).send(sandboxChannelJson(created));
  });

  app.patch("/channels/:handle", async (request, reply) => {
    const { handle } = request.params as { handle: string };
    const parsed = ZSandboxChange.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    const changed = await changeSandboxChannel(db, handle.replace(/^@/, ""), parsed.data);
    if (changed === "taken") return reply.code(409).send({ error: "That handle is taken" });
    if (!changed) return reply.code(404).send({ error: `No sandbox channel @${handle}` });
    return sandboxChannelJson(changed);
  });

  // Upload a video: it answers with the watch URL a creator would paste.
  app.post("/channels/:handle/videos", async (request, reply) => {
    const { handle } = request.params as { handle: string };
    const parsed = ZNewSandboxVideo.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    const video = await addSandboxVideo(db, handle.replace(/^@/, ""), parsed.data, new Date());
    if (!video) return reply.code(404).send({ error: `No sandbox channel @${handle}` });
    return reply.code(201).send({ ...video, url: `https://www.youtube.com/shorts/${video.id}` });
  });

  app.patch("/videos/:id", async (request, reply) => {
    const { id } = request.params as { id: string };
    const parsed = z.object({ viewCount: views }).safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    if (!(await setSandboxVideoViews(db, id, parsed.data.viewCount)))
      return reply.code(404).send({ error: `No sandbox video ${id}` });
    return { id, viewCount: parsed.data.viewCount };
  });
}
