import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { descriptionOf, fill, isDisabled, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { FindPasswordPage } from "./find-password-page";

const EMAIL = "mina@studio.test";

function sentCodeApi() {
  return {
    "member/account/find.password": () => ({ data: { expires_in: 600 } }),
    "member/account/find.password.verify": () => ({ data: { token: "change-token", expires_in: 600 } }),
  };
}

async function reachCodeStep() {
  fill(/^E-mail/, EMAIL);
  press("Send code");
  await screen.findByText(`Enter the 6-digit code sent to ${EMAIL}.`);
}

async function reachPasswordStep() {
  await reachCodeStep();
  fill(/^Verification code/, "123456");
  press("Confirm code");
  await screen.findByLabelText(/^New password/);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe("FindPasswordPage", () => {
  it("refuses an invalid e-mail under the field without calling the API", async () => {
    const api = fakeApi({});
    renderWithProviders(<FindPasswordPage />);
    fill(/^E-mail/, "mina@");
    press("Send code");
    await waitFor(() => expect(descriptionOf(/^E-mail/)).toContain("Please enter a valid email address."));
    expect(api.calls).toEqual([]);
  });

  it("asks for a 6-digit code by the contract's rule before calling", async () => {
    const api = fakeApi(sentCodeApi());
    renderWithProviders(<FindPasswordPage />);
    await reachCodeStep();
    fill(/^Verification code/, "12a3");
    press("Confirm code");
    await waitFor(() =>
      expect(descriptionOf(/^Verification code/)).toContain("The verification code is incorrect."),
    );
    expect(api.sentTo("member/account/find.password.verify")).toEqual([]);
  });

  it("walks e-mail, code and new password through the right calls", async () => {
    const api = fakeApi({
      ...sentCodeApi(),
      "member/account/find.password.update": () => ({ data: {} }),
    });
    renderWithProviders(<FindPasswordPage />);
    await reachPasswordStep();
    fill(/^New password/, "fresh-secret-1");
    fill(/^Confirm password/, "fresh-secret-2");
    press("Set new password");
    await waitFor(() =>
      expect(descriptionOf(/^Confirm password/)).toContain(
        "The new password and the confirmation password do not match",
      ),
    );
    expect(api.sentTo("member/account/find.password.update")).toEqual([]);

    fill(/^Confirm password/, "fresh-secret-1");
    press("Set new password");
    expect(await screen.findByText("Your password has been changed")).toBeTruthy();
    expect(api.sentTo("member/account/find.password")).toEqual([{ email: EMAIL }]);
    expect(api.sentTo("member/account/find.password.verify")).toEqual([{ email: EMAIL, code: "123456" }]);
    expect(api.sentTo("member/account/find.password.update")).toEqual([
      { token: "change-token", password: "fresh-secret-1" },
    ]);
  });

  it("restarts the flow with the time-passed message when the change has expired", async () => {
    fakeApi({
      ...sentCodeApi(),
      "member/account/find.password.update": () => ({
        code: 10024,
        message: "The time allowed to change your password has expired. Please start again.",
      }),
    });
    renderWithProviders(<FindPasswordPage />);
    await reachPasswordStep();
    fill(/^New password/, "fresh-secret-1");
    fill(/^Confirm password/, "fresh-secret-1");
    press("Set new password");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The verification time has passed, please try again",
    );
    expect(screen.getByRole("button", { name: "Send code" })).toBeTruthy();
  });

  it("shows the server's message in the alert", async () => {
    fakeApi({
      "member/account/find.password": () => ({
        code: 3,
        message: "Too many requests. Please try again later.",
      }),
    });
    renderWithProviders(<FindPasswordPage />);
    fill(/^E-mail/, EMAIL);
    press("Send code");
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Please try again later.");
  });

  it("says for how long a rate limit blocks, when the server names the wait", async () => {
    fakeApi({
      "member/account/find.password": () => ({
        code: 3,
        message: "Too many requests. Please try again later.",
        status: 429,
        params: { seconds: 841 },
      }),
    });
    renderWithProviders(<FindPasswordPage />);
    fill(/^E-mail/, EMAIL);
    press("Send code");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Please try again in 15 minutes.",
    );
  });

  it("after too many wrong codes, offers only a new code instead of the dead one", async () => {
    const api = fakeApi({
      ...sentCodeApi(),
      "member/account/find.password.verify": () => ({
        code: 10015,
        message: "Too many verification attempts.",
      }),
    });
    renderWithProviders(<FindPasswordPage />);
    await reachCodeStep();
    fill(/^Verification code/, "111111");
    press("Confirm code");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This code was entered wrongly too many times and no longer works. Ask for a new code below.",
    );
    expect(screen.queryByLabelText(/^Verification code/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Confirm code" })).toBeNull();
    expect(screen.getByRole("button", { name: /^Send again in \d+s$/ })).toBeTruthy();
    expect(api.sentTo("member/account/find.password")).toHaveLength(1);
  });

  it("starting again within a minute keeps the code already sent instead of claiming a new one", async () => {
    const api = fakeApi(sentCodeApi());
    const { unmount } = renderWithProviders(<FindPasswordPage />);
    await reachCodeStep();
    unmount();
    renderWithProviders(<FindPasswordPage />);
    fill(/^E-mail/, EMAIL);
    press("Send code");
    expect((await screen.findByRole("status")).textContent).toBe(
      `We sent a code to ${EMAIL} less than a minute ago. Enter that code, or ask for a new one when the countdown ends.`,
    );
    expect(screen.getByRole("button", { name: /^Send again in \d+s$/ })).toBeTruthy();
    expect(api.sentTo("member/account/find.password")).toHaveLength(1);
  });

  it("disables the button while the code is being sent", async () => {
    const held = heldAnswer();
    fakeApi({ "member/account/find.password": held.route });
    renderWithProviders(<FindPasswordPage />);
    fill(/^E-mail/, EMAIL);
    press("Send code");
    await waitFor(() => expect(isDisabled("Send code")).toBe(true));
    held.release({ data: { expires_in: 600 } });
    expect(await screen.findByText(`Enter the 6-digit code sent to ${EMAIL}.`)).toBeTruthy();
  });
});
