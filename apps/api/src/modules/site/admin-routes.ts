import { adminSiteGetCall, adminSiteLogoCall, adminSiteSaveCall, E, LOGO_MAX_BYTES } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { sizeLabel } from "../../lib/error-handler";
import { readUploadedFile, registerCall } from "../../lib/register-call";
import { storedFileHeaders } from "../../lib/security-headers";
import { findSiteLogo, LOGO_PATH, saveSiteLogo, saveSiteSettings, siteSettingsOf } from "./site-settings";

/** The back-office's site settings and logo (administrators only), and the logo's address. */
export function registerSiteAdminRoutes(app: FastifyInstance): void {
  registerCall(app, adminSiteGetCall, ({ deps, network }) => siteSettingsOf(deps.db, network));

  registerCall(app, adminSiteSaveCall, async ({ deps, network, input, audit }) => {
    await saveSiteSettings(deps.db, network, input, audit);
    // This node shows the new settings from the next request; the others within the resolver's 30 s.
    app.forgetNetworks();
    return {};
  });

  registerCall(app, adminSiteLogoCall, async ({ deps, network, files, audit }) => {
    const [file] = files;
    if (!file) throw new AppError(E.FIELDS_REQUIRED);
    if (file.size > LOGO_MAX_BYTES)
      throw new AppError(E.ATTACHMENT_TOO_LARGE, { max: sizeLabel(LOGO_MAX_BYTES) });
    const saved = await saveSiteLogo(deps.db, network, await readUploadedFile(file), audit);
    app.forgetNetworks();
    return saved;
  });

  // A logo's address holds its content hash: the same address never changes, so it is cached for good.
  app.get<{ Params: { sha256: string } }>(`${LOGO_PATH}/:sha256`, async (request, reply) => {
    const { sha256 } = request.params;
    const logo = /^[0-9a-f]{64}$/.test(sha256) ? await findSiteLogo(app.deps.db, sha256) : undefined;
    if (!logo) return reply.callNotFound();
    // An SVG opened on its own runs nothing and loads nothing.
    return storedFileHeaders(reply)
      .header("content-type", logo.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(logo.bytes);
  });
}
