import { SITE_META_ELEMENT_ID } from "@studio/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aSiteMeta } from "../test/fixtures";
import { inlineSiteMeta, loadSiteMeta } from "./site";

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: "", data }), { status: 200 });

/** The data block the server writes into the page (apps/api/src/spa.ts). */
function writeInline(text: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = SITE_META_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(SITE_META_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe("the site meta at start-up (docs/decisions/115)", () => {
  it("takes the meta the page holds for the same domain, without asking the API", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const meta = aSiteMeta({ name: "Wave Music" });
    writeInline(JSON.stringify({ asked: "wave.localhost", meta }));
    await expect(loadSiteMeta("wave.localhost")).resolves.toEqual({ meta, notSetUp: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("knows an install without a network from the page alone", () => {
    writeInline(JSON.stringify({ asked: "localhost", meta: null }));
    expect(inlineSiteMeta("localhost")).toEqual({ meta: null, notSetUp: true });
  });

  it("asks the API when the page holds another domain's meta, or none, or a broken one", async () => {
    const meta = aSiteMeta();
    const fetch = vi.fn().mockImplementation(async () => ok(meta));
    vi.stubGlobal("fetch", fetch);
    writeInline(JSON.stringify({ asked: "localhost", meta: aSiteMeta({ name: "Other" }) }));
    await expect(loadSiteMeta("wave.localhost")).resolves.toEqual({ meta, notSetUp: false });
    document.getElementById(SITE_META_ELEMENT_ID)?.remove();
    writeInline("{not json");
    await expect(loadSiteMeta("localhost")).resolves.toEqual({ meta, notSetUp: false });
    document.getElementById(SITE_META_ELEMENT_ID)?.remove();
    await expect(loadSiteMeta("localhost")).resolves.toEqual({ meta, notSetUp: false });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(String(fetch.mock.calls[0]?.[0])).toContain("site/meta?domain=wave.localhost");
  });
});
