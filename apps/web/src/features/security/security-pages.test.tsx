import type { TTwoFactorStatus } from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aManager, aMember } from "../../test/fixtures";
import { fill, isDisabled, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { SecurityPage } from "./security-page";
import { TwoStepSetupPage } from "./two-step-setup-page";

const webauthn = vi.hoisted(() => ({
  create: vi.fn<(options: Record<string, unknown>) => Promise<unknown>>(),
}));
vi.mock("../../lib/webauthn", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/webauthn")>()),
  passkeysSupported: () => true,
  createPasskey: (options: Record<string, unknown>) => webauthn.create(options),
}));

const CODES = ["aaaaa-11111", "bbbbb-22222", "ccccc-33333"];
const SETUP = {
  secret: "JBSWY3DPEHPK3PXP",
  otpauth_url: "otpauth://totp/x",
  qr_svg: "<svg xmlns='http://www.w3.org/2000/svg'/>",
};
const REGISTRATION = {
  id: "cred-2",
  rawId: "cred-2",
  type: "public-key",
  response: { clientDataJSON: "x", attestationObject: "y" },
  clientExtensionResults: {},
};

function status(overrides: Partial<TTwoFactorStatus> = {}): TTwoFactorStatus {
  return {
    required: false,
    totp: false,
    passkeys: [],
    recovery_codes_left: 0,
    trusted_devices: 0,
    ...overrides,
  };
}

function renderSetup(route = "/two-step-setup?fromUrl=%2Fadmin%2Faccounts") {
  useSettings.getState().setToken("session-1");
  return renderWithProviders(
    <Routes>
      <Route path="/two-step-setup" element={<TwoStepSetupPage safeTarget={(to) => to ?? "/dashboard"} />} />
      <Route path="/admin/accounts" element={<p>Accounts screen</p>} />
      <Route path="/dashboard" element={<p>Dashboard screen</p>} />
    </Routes>,
    { route },
  );
}

beforeAll(() => ensureStrings("security"));

afterEach(() => {
  vi.unstubAllGlobals();
  webauthn.create.mockReset();
  useSettings.getState().setToken(null);
  window.localStorage.clear();
});

describe("the two-step setup screen", () => {
  it("adds an authenticator app from its QR code, shows the recovery codes once and goes on when saved", async () => {
    let me = aManager({ two_factor: "setup_required" });
    const api = fakeApi({
      "member/me": () => ({ data: me }),
      "member/2fa/totp.setup": () => ({ data: SETUP }),
      "member/2fa/totp.confirm": () => {
        me = aManager({ two_factor: "on" });
        return { data: { recovery_codes: CODES } };
      },
      "member/2fa/status": () => ({ data: status({ required: true, totp: true }) }),
    });
    renderSetup();
    expect(
      await screen.findByText(/Your account needs two-step sign-in before you can continue/),
    ).toBeTruthy();
    const qr = await screen.findByRole("img", { name: /QR code to add this account/ });
    expect(qr.getAttribute("src")).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SETUP.qr_svg)}`,
    );
    expect(screen.getByTestId("totp-secret").textContent).toBe("JBSW Y3DP EHPK 3PXP");
    fill(/Code from the app/, "123456");
    press("Confirm and turn on");
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.sentTo("member/2fa/totp.confirm")).toEqual([{ code: "123456" }]);
    // Not before the person says the codes are saved.
    expect(isDisabled("Continue")).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "I have saved my recovery codes" }));
    press("Continue");
    expect(await screen.findByText("Accounts screen")).toBeTruthy();
  });

  it("says a wrong confirmation code is wrong and stays", async () => {
    fakeApi({
      "member/me": () => ({ data: aManager({ two_factor: "setup_required" }) }),
      "member/2fa/totp.setup": () => ({ data: SETUP }),
      "member/2fa/totp.confirm": () => ({ code: 10030, message: "That code is not correct or has expired." }),
    });
    renderSetup();
    await screen.findByTestId("totp-secret");
    fill(/Code from the app/, "000000");
    press("Confirm and turn on");
    expect((await screen.findByRole("alert")).textContent).toBe("That code is not correct or has expired.");
    expect(screen.queryByRole("list", { name: "Recovery codes" })).toBeNull();
  });

  it("creates a passkey with its name", async () => {
    webauthn.create.mockResolvedValue(REGISTRATION);
    const api = fakeApi({
      "member/me": () => ({ data: aManager({ two_factor: "setup_required" }) }),
      "member/2fa/totp.setup": () => ({ data: SETUP }),
      "member/2fa/passkey.options": () => ({ data: { options: { challenge: "c-2" } } }),
      "member/2fa/passkey.register": () => ({ data: { recovery_codes: CODES } }),
      "member/2fa/status": () => ({ data: status({ required: true }) }),
    });
    renderSetup();
    await screen.findByTestId("totp-secret");
    fireEvent.click(screen.getByRole("radio", { name: "Passkey" }));
    fill(/^Name/, "Work laptop");
    press("Create a passkey");
    expect(await screen.findByRole("list", { name: "Recovery codes" })).toBeTruthy();
    expect(webauthn.create).toHaveBeenCalledWith({ challenge: "c-2" });
    expect(api.sentTo("member/2fa/passkey.register")).toEqual([
      { name: "Work laptop", response: REGISTRATION },
    ]);
  });
});

describe("the security page", () => {
  function renderSecurity() {
    useSettings.getState().setToken("session-1");
    return renderWithProviders(<SecurityPage />, { route: "/security" });
  }

  it("shows the account's factors, and explains why the last one of a required account cannot go (10034)", async () => {
    const api = fakeApi({
      "member/me": () => ({ data: aManager({ two_factor: "on" }) }),
      "member/2fa/status": () => ({
        data: status({ required: true, totp: true, recovery_codes_left: 9, trusted_devices: 2 }),
      }),
      "member/2fa/totp.remove": () => ({
        code: 10034,
        status: 409,
        message:
          "Your account needs two-step sign-in, so its last second factor cannot be removed. Add another one first.",
      }),
    });
    renderSecurity();
    expect(await screen.findByText("Two-step sign-in is on.")).toBeTruthy();
    expect(screen.getByText("9 recovery codes left.")).toBeTruthy();
    expect(screen.getByText("2 devices skip the second step at sign-in.")).toBeTruthy();
    press("Remove the authenticator app");
    const dialog = await screen.findByRole("dialog", { name: "Remove the authenticator app" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(dialog).findByText("Please enter your current password.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Current password/), { target: { value: "pw-1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("cannot be removed");
    expect(api.sentTo("member/2fa/totp.remove")).toEqual([{ password: "pw-1" }]);
  });

  it("replaces the recovery codes with the password and shows the new ones", async () => {
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ two_factor: "on" }) }),
      "member/2fa/status": () => ({ data: status({ totp: true, recovery_codes_left: 1 }) }),
      "member/2fa/recovery.regenerate": () => ({ data: { recovery_codes: CODES } }),
    });
    renderSecurity();
    expect(await screen.findByText("1 recovery code left.")).toBeTruthy();
    press("Get new recovery codes");
    const dialog = await screen.findByRole("dialog", { name: "Get new recovery codes" });
    fireEvent.change(within(dialog).getByLabelText(/Current password/), { target: { value: "pw-2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Get new recovery codes" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(CODES.length);
    expect(api.sentTo("member/2fa/recovery.regenerate")).toEqual([{ password: "pw-2" }]);
  });

  it("lists passkeys and forgets the remembered devices", async () => {
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ two_factor: "on" }) }),
      "member/2fa/status": () => ({
        data: status({
          passkeys: [{ id: 4, name: "Phone", created_at: "2026-03-01T00:00:00.000Z", last_used_at: null }],
          recovery_codes_left: 10,
          trusted_devices: 1,
        }),
      }),
      "member/2fa/devices.forget": () => ({ data: { ok: true } }),
    });
    renderSecurity();
    expect(await screen.findByRole("cell", { name: "Phone" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Phone" })).toBeTruthy();
    press("Forget all devices");
    const dialog = await screen.findByRole("dialog", { name: "Forget all devices" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Forget all devices" }));
    await waitFor(() => expect(api.sentTo("member/2fa/devices.forget")).toEqual([{}]));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Forget all devices" })).toBeNull());
  });
});
