import { CHAT_QR_PATH } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import QRCode from "qrcode";
import { normaliseDomain } from "./resolve-network";

/**
 * The network's chat link as a QR code, drawn on the server as SVG, so a visitor's first load
 * carries no QR library (docs/decisions/124). The site is `?domain=`, else the request's host, as
 * for every public call; a network without a chat link has no code (404).
 */
export function registerChatQr(app: FastifyInstance): void {
  app.get(CHAT_QR_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const asked = typeof query.domain === "string" && query.domain ? query.domain : request.hostname;
    const network = await app.resolveNetwork(normaliseDomain(asked.slice(0, 253)));
    if (!network.chatLink) return reply.callNotFound();
    const svg = await QRCode.toString(network.chatLink, {
      type: "svg",
      margin: 1,
      errorCorrectionLevel: "M",
    });
    return reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(svg);
  });
}
