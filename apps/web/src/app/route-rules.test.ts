import type { TMe } from "@studio/contract";
import { describe, expect, it } from "vitest";
import { aMember } from "../test/fixtures";
import {
  initialDialogStrip,
  isPublicMatch,
  type RouteHandle,
  redirectFor,
  withoutDialogKeys,
} from "./route-rules";

const me = (authRequired: boolean): TMe => aMember({ auth_required: authRequired });
const at = (pathname: string, search = "") => ({ pathname, search });

describe("redirectFor", () => {
  it("sends a signed-out person on a private route to login with fromUrl", () => {
    expect(redirectFor({}, null, at("/config-account", "?a=1"))).toBe(
      "/login?fromUrl=%2Fconfig-account%3Fa%3D1",
    );
  });
  it("lets a signed-out person see public routes", () => {
    expect(redirectFor({ public: true, loginType: true }, null, at("/login"))).toBeNull();
  });
  it("sends a signed-in person away from login-type routes to fromUrl or the dashboard", () => {
    expect(redirectFor({ public: true, loginType: true }, me(false), at("/login", "?fromUrl=%2Fmy"))).toBe(
      "/my",
    );
    expect(redirectFor({ public: true, loginType: true }, me(false), at("/login"))).toBe("/dashboard");
    expect(redirectFor({ public: true, loginType: true }, me(false), at("/login", "?fromUrl=//evil"))).toBe(
      "/dashboard",
    );
  });
  it.each([
    ["?fromUrl=/%5Cevil.example", "/dashboard"],
    ["?fromUrl=%2F%5Cevil.example", "/dashboard"],
    [`?fromUrl=${encodeURIComponent("/\\evil")}`, "/dashboard"],
    ["?fromUrl=//evil", "/dashboard"],
    ["?fromUrl=%2F%2Fevil", "/dashboard"],
    ["?fromUrl=/%255Cevil", "/dashboard"],
    ["?fromUrl=/%250aevil", "/dashboard"],
    ["?fromUrl=javascript%3Aalert(1)", "/dashboard"],
    ["?fromUrl=/ok", "/ok"],
  ])("refuses an unsafe fromUrl on a login-type route (%s -> %s)", (search, expected) => {
    expect(redirectFor({ public: true, loginType: true }, me(false), at("/login", search))).toBe(expected);
  });
  it("keeps a signed-in person on public routes that are not login-type", () => {
    expect(redirectFor({ public: true }, me(false), at("/"))).toBeNull();
  });
  it("sends an unverified person to /join-email from private and login-type routes", () => {
    expect(redirectFor({}, me(true), at("/dashboard"))).toBe("/join-email");
    expect(redirectFor({ public: true, loginType: true }, me(true), at("/login"))).toBe("/join-email");
    expect(redirectFor({ public: true }, me(true), at("/join-email"))).toBeNull();
    expect(redirectFor({ public: true }, me(true), at("/"))).toBeNull();
  });
  it("sends a verified person away from /join-email", () => {
    expect(redirectFor({ public: true }, me(false), at("/join-email"))).toBe("/dashboard");
  });
  it("keeps an account that must set up a second factor on the setup screen (docs/decisions/142)", () => {
    const required = aMember({ two_factor: "setup_required" });
    expect(redirectFor({}, required, at("/admin/accounts", "?page=2"))).toBe(
      "/two-step-setup?fromUrl=%2Fadmin%2Faccounts%3Fpage%3D2",
    );
    expect(redirectFor({ public: true, loginType: true }, required, at("/login", "?fromUrl=%2Fmy"))).toBe(
      "/two-step-setup?fromUrl=%2Fmy",
    );
    expect(redirectFor({}, required, at("/two-step-setup", "?fromUrl=%2Fmy"))).toBeNull();
    expect(redirectFor({ public: true }, required, at("/terms"))).toBeNull();
    // Set up: the rules let it go on.
    expect(redirectFor({}, aMember({ two_factor: "on" }), at("/admin/accounts"))).toBeNull();
  });
});

describe("withoutDialogKeys", () => {
  it.each([
    ["?addChannel=true", ""],
    ["?videoDetail=3&page=2", "?page=2"],
    ["?page=2", null],
    ["", null],
    ["?menu&delete&logout", ""],
  ])("%s -> %s", (search, expected) => {
    expect(withoutDialogKeys(search)).toBe(expected);
  });
});

describe("initialDialogStrip", () => {
  const loc = (key: string, pathname: string, search: string) => ({ key, pathname, search });
  it("strips the dialog keys of the location the document was loaded at", () => {
    expect(initialDialogStrip(loc("default", "/manage-channel", "?authTimer=4&page=2"))).toBe(
      "/manage-channel?page=2",
    );
    expect(initialDialogStrip(loc("default", "/manage-channel", "?addChannel=true"))).toBe("/manage-channel");
  });
  it("leaves an initial location without dialog keys alone", () => {
    expect(initialDialogStrip(loc("default", "/dashboard", "?page=2"))).toBeNull();
  });
  it("keeps the keys of in-app navigation (the dashboard's add-channel link)", () => {
    expect(initialDialogStrip(loc("k3j2h1", "/manage-channel", "?addChannel=true"))).toBeNull();
  });
});

describe("isPublicMatch", () => {
  const match = (handle?: RouteHandle) => ({ route: { handle } });

  it("reads the deepest match's handle", () => {
    expect(isPublicMatch([match(), match({ public: true })])).toBe(true);
    expect(isPublicMatch([match({ public: true }), match()])).toBe(false);
    expect(isPublicMatch([])).toBe(false);
  });
});
