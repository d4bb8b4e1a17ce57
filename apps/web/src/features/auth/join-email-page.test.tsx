import type { TMe } from "@studio/contract";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "../../lib/session";
import { useSettings } from "../../stores/settings";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { descriptionOf, fill, isDisabled, press } from "../../test/form-actions";
import { renderWithProviders, testQueryClient } from "../../test/render";
import { JoinEmailPage } from "./join-email-page";

function renderJoinEmail() {
  const queryClient = testQueryClient();
  return renderWithProviders(
    <Routes>
      <Route path="/join-email" element={<JoinEmailPage />} />
      <Route path="/dashboard" element={<p>Dashboard screen</p>} />
    </Routes>,
    { route: "/join-email", queryClient },
  );
}

beforeEach(() => useSettings.getState().setToken("unverified-session"));
afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
});

describe("JoinEmailPage", () => {
  it("signed out: says to log in first, with no code form and no empty address", async () => {
    useSettings.getState().setToken(null);
    const api = fakeApi({});
    renderJoinEmail();
    expect(await screen.findByRole("heading", { name: "Log in to verify your e-mail" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      "/login?fromUrl=%2Fjoin-email",
    );
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/join");
    expect(screen.queryByText(/We sent a 6-digit code/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Verify" })).toBeNull();
    expect(api.sentTo("member/me")).toEqual([]);
  });

  it("already verified: says so and leads to the dashboard", async () => {
    fakeApi({ "member/me": () => ({ data: aMember({ auth_required: false }) }) });
    renderJoinEmail();
    expect(await screen.findByText(/already verified/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.queryByRole("button", { name: "Verify" })).toBeNull();
  });

  it("asks for the code without calling the API", async () => {
    const api = fakeApi({ "member/me": () => ({ data: aMember({ auth_required: true }) }) });
    renderJoinEmail();
    await screen.findByRole("button", { name: "Verify" });
    press("Verify");
    await waitFor(() =>
      expect(descriptionOf(/^Verification code/)).toContain("Please enter the verification code."),
    );
    expect(api.sentTo("member/emailverify")).toEqual([]);
  });

  it("verifies the code, fetches the member again and goes to the dashboard", async () => {
    let verified = false;
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ auth_required: !verified }) }),
      "member/emailverify": () => {
        verified = true;
        return { data: {} };
      },
    });
    const { queryClient } = renderJoinEmail();
    await screen.findByText(/We sent a 6-digit code to mina@studio.test/);
    fill(/^Verification code/, "65 43-21");
    press("Verify");
    expect(await screen.findByText("Dashboard screen")).toBeTruthy();
    expect(api.sentTo("member/emailverify")).toEqual([{ code: "654321" }]);
    await waitFor(() =>
      expect(
        queryClient.getQueryData<TMe | null>(meQueryOptions("unverified-session").queryKey)?.auth_required,
      ).toBe(false),
    );
  });

  it("shows a wrong code's message from the server", async () => {
    fakeApi({
      "member/me": () => ({ data: aMember({ auth_required: true }) }),
      "member/emailverify": () => ({ code: 10016, message: "The verification code is incorrect." }),
    });
    renderJoinEmail();
    await screen.findByRole("button", { name: "Verify" });
    fill(/^Verification code/, "111111");
    press("Verify");
    expect((await screen.findByRole("alert")).textContent).toBe("The verification code is incorrect.");
  });

  it("disables the button while verifying", async () => {
    const held = heldAnswer();
    fakeApi({
      "member/me": () => ({ data: aMember({ auth_required: true }) }),
      "member/emailverify": held.route,
    });
    renderJoinEmail();
    await screen.findByRole("button", { name: "Verify" });
    fill(/^Verification code/, "111111");
    press("Verify");
    await waitFor(() => expect(isDisabled("Verify")).toBe(true));
    held.release({ data: {} });
    expect(await screen.findByText("Dashboard screen")).toBeTruthy();
  });
});
