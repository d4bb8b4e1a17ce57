import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { fakeApi } from "../../test/fake-api";
import { fill, isDisabled, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { TwoFactorReset } from "./two-factor-reset";

const ACCOUNT = {
  id: 42,
  email: "lost@studio.test",
  nickname: "Lost",
  account_type: "" as const,
  status: "active" as const,
  staff_role: null,
  verified: true,
  created_at: "2026-01-01T00:00:00.000Z",
};

beforeAll(() => ensureStrings("extra"));
afterEach(() => vi.unstubAllGlobals());

describe("the administrator's reset of two-step sign-in", () => {
  it("needs a reason, asks to confirm, then resets with the reason", async () => {
    const api = fakeApi({ "admin/account/reset-2fa": () => ({ data: { ok: true } }) });
    renderWithProviders(<TwoFactorReset account={ACCOUNT} />);
    expect(isDisabled("Reset two-step sign-in")).toBe(true);
    fill(/Reason for the reset/, "  Lost phone; identity checked by video call  ");
    press("Reset two-step sign-in");
    const dialog = await screen.findByRole("dialog", { name: "Reset two-step sign-in for Lost?" });
    expect(api.calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset" }));
    await waitFor(() =>
      expect(api.sentTo("admin/account/reset-2fa")).toEqual([
        { account_id: 42, reason: "Lost phone; identity checked by video call" },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open with the server's message when the reset fails", async () => {
    fakeApi({ "admin/account/reset-2fa": () => ({ code: 4, status: 403, message: "Not allowed." }) });
    renderWithProviders(<TwoFactorReset account={ACCOUNT} />);
    fill(/Reason for the reset/, "Asked by phone");
    press("Reset two-step sign-in");
    const dialog = await screen.findByRole("dialog", { name: "Reset two-step sign-in for Lost?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Not allowed.");
  });
});
