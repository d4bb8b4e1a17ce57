import formBody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/client";
import { escapeHtml } from "../../lib/html";
import { ZNewSandboxChannel, ZSandboxChange } from "./control-routes";
import {
  changeSandboxChannel,
  createSandboxChannel,
  findSandboxChannel,
  listSandboxChannels,
  publicLinkOf,
  type SandboxChannel,
} from "./sandbox-store";

/**
 * The sandbox platform's pages: a list of channels with a form to create one, and a page per channel
 * where a person edits its description (as they would in YouTube Studio) and its view count.
 * Plain forms, no script.
 */
export async function registerSandboxPages(app: FastifyInstance, db: Db, prefix: string): Promise<void> {
  await app.register(formBody);

  app.get("/", async (request, reply) => {
    const notice = (request.query as { error?: string }).error;
    const rows = (await listSandboxChannels(db)).map((c) => channelRow(c, prefix)).join("");
    return html(
      reply,
      "Sandbox platform",
      `<h1>Sandbox platform</h1>
<p>A stand-in for YouTube: Studio reads these channels through the same API calls it makes to YouTube. Open a channel to edit its description.</p>
<table><thead><tr><th scope="col">Channel</th><th scope="col">Public link</th><th scope="col">Total views</th><th scope="col">Shorts</th></tr></thead><tbody>${rows || `<tr><td colspan="4">No channels yet.</td></tr>`}</tbody></table>
<h2>Create a channel</h2>
${notice ? `<p role="alert" class="error">${escapeHtml(notice)}</p>` : ""}
<form method="post" action="${prefix}/create">
<label>Handle <input name="handle" required pattern="@?[A-Za-z0-9._-]{3,30}" placeholder="my-channel"></label>
<label>Title <input name="title" required maxlength="100"></label>
<label>Total views <input name="viewCount" type="number" min="0" value="250000"></label>
<button type="submit">Create channel</button>
</form>`,
    );
  });

  app.post("/create", async (request, reply) => {
    const parsed = ZNewSandboxChannel.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.redirect(`${prefix}/?error=${encodeURIComponent(z.prettifyError(parsed.error))}`, 303);
    const created = await createSandboxChannel(db, parsed.data);
    if (!created)
      return reply.redirect(`${prefix}/?error=${encodeURIComponent("That handle is taken.")}`, 303);
    return reply.redirect(`${prefix}/channels/${encodeURIComponent(created.handle)}/edit`, 303);
  });

  app.get("/channels/:handle/edit", async (request, reply) => {
    const { handle } = request.params as { handle: string };
    const saved = (request.query as { saved?: string }).saved === "1";
    const channel = await findSandboxChannel(db, { handle });
    if (!channel) return html(reply.code(404), "Not found", `<h1>No channel @${escapeHtml(handle)}</h1>`);
    return html(
      reply,
      `${channel.title} · Sandbox`,
      `<p><a href="${prefix}/">All sandbox channels</a></p>
<header class="channel"><img src="${escapeHtml(channel.thumbnailUrl)}" alt="" width="64" height="64"><div><h1>${escapeHtml(channel.title)}</h1>
<p>@${escapeHtml(channel.handle)} · ${escapeHtml(publicLinkOf(channel.handle))}</p></div></header>
${saved ? `<p role="status" class="ok">Saved.</p>` : ""}
<form method="post" action="${prefix}/channels/${encodeURIComponent(channel.handle)}/edit">
<label for="description">Description</label>
<textarea id="description" name="description" rows="8" maxlength="5000">${escapeHtml(channel.description)}</textarea>
<label>Total views <input name="viewCount" type="number" min="0" value="${channel.viewCount}"></label>
<button type="submit">Save</button>
</form>`,
    );
  });

  app.post("/channels/:handle/edit", async (request, reply) => {
    const { handle } = request.params as { handle: string };
    const parsed = ZSandboxChange.safeParse(request.body ?? {});
    if (!parsed.success)
      return html(
        reply.code(400),
        "Invalid",
        `<h1>Invalid</h1><pre>${escapeHtml(z.prettifyError(parsed.error))}</pre>`,
      );
    const changed = await changeSandboxChannel(db, handle, parsed.data);
    if (!changed || changed === "taken") return html(reply.code(404), "Not found", "<h1>Not found</h1>");
    return reply.redirect(`${prefix}/channels/${encodeURIComponent(changed.handle)}/edit?saved=1`, 303);
  });
}

function channelRow(channel: SandboxChannel, prefix: string): string {
  return `<tr><td><a href="${prefix}/channels/${encodeURIComponent(channel.handle)}/edit">${escapeHtml(channel.title)}</a> <small>@${escapeHtml(channel.handle)}</small></td>
<td>${escapeHtml(publicLinkOf(channel.handle))}</td><td>${channel.viewCount.toLocaleString("en")}</td><td>${channel.shortsCount}</td></tr>`;
}

function html(reply: FastifyReply, title: string, body: string) {
  return reply
    .type("text/html; charset=utf-8")
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem;color:#1b1b1f}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #e3e3e8}
form{display:grid;gap:.6rem;max-width:560px}label{display:grid;gap:.2rem;font-weight:600}
input,textarea{font:inherit;padding:.5rem;border:1px solid #c4c4cc;border-radius:6px}
button{font:inherit;padding:.55rem 1rem;border:0;border-radius:6px;background:#c4302b;color:#fff;cursor:pointer;justify-self:start}
.channel{display:flex;gap:1rem;align-items:center}.channel img{border-radius:50%}.ok{color:#0b7a3e}.error{color:#b3261e}</style></head>
<body>${body}</body></html>`);
}
