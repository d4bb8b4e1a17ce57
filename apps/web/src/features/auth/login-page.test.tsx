import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSettings } from "../../stores/settings";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { fill } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { LoginPage } from "./login-page";

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<p>Dashboard screen</p>} />
    </Routes>,
    { route: "/login" },
  );
}

const submitButton = () => screen.getByRole("button", { name: "Log in" });

afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
});

describe("LoginPage", () => {
  it("asks for the ID and password without calling the API when they are empty", async () => {
    const api = fakeApi({});
    renderLogin();
    fill(/E-mail/, "   ");
    fireEvent.click(submitButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter your ID and password.");
    expect(api.calls).toEqual([]);
  });

  it("logs in with the trimmed id, stores the session and goes on", async () => {
    const api = fakeApi({
      "member/login": () => ({ data: { token: "session-1" } }),
      "member/me": () => ({ data: aMember() }),
    });
    renderLogin();
    fill(/E-mail/, "  mina@studio.test ");
    fill(/^Password/, "secret-1");
    fireEvent.click(submitButton());
    expect(await screen.findByText("Dashboard screen")).toBeTruthy();
    expect(api.sentTo("member/login")).toEqual([{ id: "mina@studio.test", password: "secret-1" }]);
    expect(useSettings.getState().token).toBe("session-1");
  });

  it("shows the server's message and stays on the page", async () => {
    fakeApi({ "member/login": () => ({ code: 10003, message: "The ID or password is incorrect." }) });
    renderLogin();
    fill(/E-mail/, "mina@studio.test");
    fill(/^Password/, "wrong-1");
    fireEvent.click(submitButton());
    expect((await screen.findByRole("alert")).textContent).toBe("The ID or password is incorrect.");
    expect(screen.queryByText("Dashboard screen")).toBeNull();
    expect(useSettings.getState().token).toBeNull();
  });

  it("after too many wrong passwords says for how long, and offers the reset at once", async () => {
    fakeApi({
      "member/login": () => ({
        code: 3,
        message: "Too many requests. Please try again later.",
        status: 429,
        params: { seconds: 900 },
      }),
    });
    renderLogin();
    fill(/E-mail/, "mina@studio.test");
    fill(/^Password/, "right-password-at-last");
    fireEvent.click(submitButton());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Please try again in 15 minutes.",
    );
    expect(screen.getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe(
      "/find-password",
    );
  });

  it("disables the button while the call is under way", async () => {
    const held = heldAnswer();
    fakeApi({ "member/login": held.route, "member/me": () => ({ data: aMember() }) });
    renderLogin();
    fill(/E-mail/, "mina@studio.test");
    fill(/^Password/, "secret-1");
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().hasAttribute("disabled")).toBe(true));
    held.release({ data: { token: "session-2" } });
    expect(await screen.findByText("Dashboard screen")).toBeTruthy();
  });
});
