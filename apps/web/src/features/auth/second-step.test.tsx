import { STORAGE_KEYS } from "@studio/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { fill, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { LoginPage } from "./login-page";

// The browser's WebAuthn is not in jsdom: the passkey helpers answer as a browser would.
const webauthn = vi.hoisted(() => ({
  supported: true,
  sign: vi.fn<(options: Record<string, unknown>) => Promise<unknown>>(),
}));
vi.mock("../../lib/webauthn", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/webauthn")>()),
  passkeysSupported: () => webauthn.supported,
  signWithPasskey: (options: Record<string, unknown>) => webauthn.sign(options),
}));

const STEP = { second_factor: { ticket: "ticket-1", methods: ["totp", "passkey", "recovery"] } };
const PASSKEY_ANSWER = {
  id: "cred-1",
  rawId: "cred-1",
  type: "public-key",
  response: { clientDataJSON: "x", authenticatorData: "y", signature: "z" },
  clientExtensionResults: {},
};

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage secondStepStrings={() => ensureStrings("security")} />} />
      <Route path="/dashboard" element={<p>Dashboard screen</p>} />
    </Routes>,
    { route: "/login" },
  );
}

async function passwordStep(email = "mina@studio.test") {
  fill(/E-mail/, email);
  fill(/^Password/, "secret-1");
  press("Log in");
  return screen.findByRole("heading", { name: "Two-step sign-in" });
}

const trusted = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.trustedDevices) ?? "{}");

beforeEach(() => {
  webauthn.supported = true;
  webauthn.sign.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
  window.localStorage.clear();
});

describe("the login's second step", () => {
  it("asks for the authenticator code, signs in, and remembers the device when asked", async () => {
    const api = fakeApi({
      "member/login": () => ({ data: STEP }),
      "member/login/verify": () => ({ data: { token: "session-2fa", device: "device-9" } }),
      "member/me": () => ({ data: aMember() }),
    });
    renderLogin();
    await passwordStep("Mina@Studio.test");
    const code = screen.getByRole("textbox", { name: /Authenticator code/ });
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Remember this device for 30 days/ }));
    press("Verify");
    expect(await screen.findByText("Dashboard screen")).toBeTruthy();
    expect(api.sentTo("member/login/verify")).toEqual([
      { ticket: "ticket-1", method: "totp", code: "123456", remember: true },
    ]);
    expect(useSettings.getState().token).toBe("session-2fa");
    expect(trusted()).toEqual({ "mina@studio.test": "device-9" });
  });

  it("sends the remembered device with the next login of that e-mail", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.trustedDevices,
      JSON.stringify({ "mina@studio.test": "device-9" }),
    );
    const api = fakeApi({
      "member/login": () => ({ data: { token: "session-3" } }),
      "member/me": () => ({ data: aMember() }),
    });
    renderLogin();
    fill(/E-mail/, "MINA@studio.test");
    fill(/^Password/, "secret-1");
    press("Log in");
    expect(await screen.findByText("Dashboard screen")).toBeTruthy();
    expect(api.sentTo("member/login")).toEqual([
      { id: "MINA@studio.test", password: "secret-1", device: "device-9" },
    ]);
  });

  it("says a wrong code is wrong, empties the field and stays on the step", async () => {
    fakeApi({
      "member/login": () => ({ data: STEP }),
      "member/login/verify": () => ({ code: 10030, message: "That code is not correct or has expired." }),
    });
    renderLogin();
    await passwordStep();
    fill(/Authenticator code/, "000000");
    press("Verify");
    expect((await screen.findByRole("alert")).textContent).toBe("That code is not correct or has expired.");
    expect((screen.getByRole("textbox", { name: /Authenticator code/ }) as HTMLInputElement).value).toBe("");
    expect(useSettings.getState().token).toBeNull();
  });

  it("asks for the code before calling the API when the field is empty", async () => {
    const api = fakeApi({ "member/login": () => ({ data: STEP }) });
    renderLogin();
    await passwordStep();
    press("Verify");
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter the code.");
    expect(api.sentTo("member/login/verify")).toEqual([]);
  });

  it("goes back to the password with the message when the sign-in expired (10032)", async () => {
    fakeApi({
      "member/login": () => ({ data: STEP }),
      "member/login/verify": () => ({
        code: 10032,
        message: "This sign-in has expired. Please log in again.",
      }),
    });
    renderLogin();
    await passwordStep();
    fill(/Authenticator code/, "123456");
    press("Verify");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This sign-in has expired. Please log in again.",
    );
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe("mina@studio.test");
  });

  it("takes a recovery code instead", async () => {
    const api = fakeApi({
      "member/login": () => ({ data: STEP }),
      "member/login/verify": () => ({ data: { token: "session-r", device: null } }),
      "member/me": () => ({ data: aMember() }),
    });
    renderLogin();
    await passwordStep();
    press("Use a recovery code");
    fill(/Recovery code/, "abcde-12345");
    press("Verify");
    expect(await screen.findByText("Dashboard screen")).toBeTruthy();
    expect(api.sentTo("member/login/verify")).toEqual([
      { ticket: "ticket-1", method: "recovery", code: "abcde-12345", remember: false },
    ]);
    expect(trusted()).toEqual({});
  });
});

describe("the second step with a passkey, and a throttled account", () => {
  it("signs in with a passkey", async () => {
    webauthn.sign.mockResolvedValue(PASSKEY_ANSWER);
    const api = fakeApi({
      "member/login": () => ({ data: STEP }),
      "member/login/passkey.options": () => ({ data: { options: { challenge: "c-1" } } }),
      "member/login/passkey.verify": () => ({ data: { token: "session-p", device: null } }),
      "member/me": () => ({ data: aMember() }),
    });
    renderLogin();
    await passwordStep();
    press("Use a passkey");
    expect(await screen.findByText("Dashboard screen")).toBeTruthy();
    expect(webauthn.sign).toHaveBeenCalledWith({ challenge: "c-1" });
    expect(api.sentTo("member/login/passkey.verify")).toEqual([
      { ticket: "ticket-1", response: PASSKEY_ANSWER, remember: false },
    ]);
  });

  it("says so when the person cancels the passkey, and stays", async () => {
    webauthn.sign.mockRejectedValue(Object.assign(new Error("cancelled"), { name: "NotAllowedError" }));
    const api = fakeApi({
      "member/login": () => ({ data: STEP }),
      "member/login/passkey.options": () => ({ data: { options: { challenge: "c-1" } } }),
    });
    renderLogin();
    await passwordStep();
    press("Use a passkey");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The passkey was not used. Try again, or use another way to sign in.",
    );
    expect(api.sentTo("member/login/passkey.verify")).toEqual([]);
  });

  it("offers no passkey button where the browser has no WebAuthn", async () => {
    webauthn.supported = false;
    fakeApi({ "member/login": () => ({ data: STEP }) });
    renderLogin();
    await passwordStep();
    expect(screen.queryByRole("button", { name: "Use a passkey" })).toBeNull();
  });

  it("lets a throttled account (10033) add its authenticator code to the password", async () => {
    let calls = 0;
    const api = fakeApi({
      "member/login": () =>
        ++calls === 1
          ? {
              code: 10033,
              status: 429,
              params: { seconds: 600 },
              message:
                "Too many wrong passwords for this account. Try again in 600 seconds, or sign in with your password and a code from your authenticator app.",
            }
          : { data: { token: "session-4" } },
      "member/me": () => ({ data: aMember() }),
    });
    renderLogin();
    fill(/E-mail/, "mina@studio.test");
    fill(/^Password/, "secret-1");
    press("Log in");
    expect((await screen.findByRole("alert")).textContent).toContain("a code from your authenticator app");
    expect(await screen.findByLabelText(/Authenticator code/)).toBeTruthy();
    fill(/Authenticator code/, "654321");
    press("Log in");
    expect(await screen.findByText("Dashboard screen")).toBeTruthy();
    expect(api.sentTo("member/login")[1]).toEqual({
      id: "mina@studio.test",
      password: "secret-1",
      code: "654321",
    });
  });
});
