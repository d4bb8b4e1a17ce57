import { devMailsCall } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../../lib/html";
import { registerCall } from "../../lib/register-call";
import { listCapturedMails } from "./outbox";

/** The captured outbox for demo and development; never registered with NODE_ENV=production. */
export function registerDevMailRoutes(app: FastifyInstance): void {
  registerCall(app, devMailsCall, async ({ input, deps }) => {
    const rows = await listCapturedMails(deps.db, input.to);
    return {
      mails: rows.map((m) => ({
        to: m.toAddress,
        subject: m.subject,
        text: m.text,
        code: m.code,
        created_at: m.createdAt.toISOString(),
      })),
    };
  });

  app.get("/dev/mail", async (_request, reply) => {
    const rows = await listCapturedMails(app.deps.db, undefined);
    const items = rows
      .map(
        (
          m,
        ) => `<article><header><strong>${escapeHtml(m.subject)}</strong><br><small>to ${escapeHtml(m.toAddress)} ·
 ${m.createdAt.toISOString()} · ${m.status}</small></header><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join("\n");
    reply.type("text/html; charset=utf-8").send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Captured mail</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Captured mail (newest first)</h1>${items || "<p>No mail yet.</p>"}</body></html>`);
  });
}
