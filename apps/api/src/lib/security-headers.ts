import type { FastifyInstance, FastifyReply } from "fastify";
import helmet from "helmet";

/**
 * The security headers on every answer (docs/design.md §12). helmet's middleware is built once
 * here: the Fastify plugin built it again on every request, parsing the CSP each time (a profile of
 * `member/me` showed 6% of the CPU there).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Channel avatars come from YouTube's image hosts.
        imgSrc: [
          "'self'",
          "data:",
          "blob:",
          "https://*.ggpht.com",
          "https://*.ytimg.com",
          "https://*.googleusercontent.com",
        ],
        mediaSrc: ["'self'", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        // The demo runs on plain http (localhost, wave.localhost); production terminates TLS in front.
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: options.hsts,
  });
  app.addHook("onRequest", (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}

/**
 * The policy of a file served back as it was stored (an uploaded cover, a logo, a download): opened
 * on its own, it runs nothing, loads nothing and is a sandboxed document of no origin
 * (docs/decisions/140).
 */
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Headers of every stored file the API serves: its CSP sandbox and no content-type sniffing. */
export function storedFileHeaders(reply: FastifyReply): FastifyReply {
  return reply.header("content-security-policy", STORED_FILE_CSP).header("x-content-type-options", "nosniff");
}
