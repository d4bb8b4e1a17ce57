import { notifications, notificationsStore } from "@mantine/notifications";
import type { TFailedMail } from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { AdminFailedMailPage } from "./failed-mail-page";

// The back-office's strings come in the extra part.
beforeAll(() => ensureStrings("extra"));

beforeEach(() => {
  useSettings.getState().setLanguage("en");
  useSettings.getState().setToken("staff-session");
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
});

// Operators resend mail too: the screen is not for administrators only.
const operator = () => ({ data: aMember({ is_staff: true, staff_role: "operator" }) });
const shownMessages = () => notificationsStore.getState().notifications.map((n) => String(n.message));

const MAIL: TFailedMail = {
  id: 41,
  to: "m***@example.test",
  subject: "[Studio] Your withdrawal request",
  attempts: 27,
  last_error: "421 4.4.2 relay.example.test: connection dropped for <m***@example.test>",
  created_at: "2026-11-25T09:00:00.000Z",
  first_failed_at: "2026-11-25T09:00:05.000Z",
  resendable: true,
};
const OLD: TFailedMail = {
  ...MAIL,
  id: 7,
  subject: "[Studio] Your verification code",
  attempts: 6,
  last_error: null,
  first_failed_at: null,
  resendable: false,
};
const listOf = (items: TFailedMail[]) => () => ({ data: { items, total: items.length } });

describe("AdminFailedMailPage", () => {
  it("lists failed mail: subject, masked recipient, attempts, last error and since when", async () => {
    const api = fakeApi({ "member/me": operator, "admin/mail/failed": listOf([MAIL, OLD]) });
    renderWithProviders(<AdminFailedMailPage />);
    const table = await screen.findByRole("table", { name: "Failed mail" });
    expect(screen.getByRole("heading", { level: 1, name: "Failed mail" })).toBeTruthy();
    expect(screen.getByText("2 messages")).toBeTruthy();
    const row = within(table).getByText("[Studio] Your withdrawal request").closest("tr");
    if (!row) throw new Error("no row");
    const cells = within(row);
    expect(cells.getAllByText("m***@example.test")).toHaveLength(1);
    expect(cells.getByText("27")).toBeTruthy();
    expect(cells.getByText(/connection dropped/)).toBeTruthy();
    expect(cells.getByRole("button", { name: "Resend [Studio] Your withdrawal request" })).toBeTruthy();
    // Mail given up on before its content was kept has nothing to resend.
    const old = within(table).getByText("[Studio] Your verification code").closest("tr");
    if (!old) throw new Error("no row");
    expect(within(old).queryByRole("button")).toBeNull();
    expect(within(old).getByText("Its content was not kept")).toBeTruthy();
    expect(within(old).getByText("No reason recorded")).toBeTruthy();
    expect(api.sentTo("admin/mail/failed")[0]).toEqual({ page: "0", size: "25" });
  });

  it("resends a mail, says so and refreshes the list", async () => {
    const api = fakeApi({
      "member/me": operator,
      "admin/mail/failed": listOf([MAIL]),
      "admin/mail/resend": () => ({ data: { resent: true } }),
    });
    renderWithProviders(<AdminFailedMailPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Resend [Studio] Your withdrawal request" }));
    await waitFor(() => expect(api.sentTo("admin/mail/resend")).toEqual([{ mail_id: 41 }]));
    await waitFor(() =>
      expect(shownMessages()).toContain(
        "Queued again: it goes out within a minute once the mail server accepts it.",
      ),
    );
    await waitFor(() => expect(api.sentTo("admin/mail/failed").length).toBeGreaterThan(1));
  });

  it("says when the mail was resent already", async () => {
    fakeApi({
      "member/me": operator,
      "admin/mail/failed": listOf([MAIL]),
      "admin/mail/resend": () => ({ data: { resent: false } }),
    });
    renderWithProviders(<AdminFailedMailPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Resend [Studio] Your withdrawal request" }));
    await waitFor(() =>
      expect(shownMessages()).toContain("This mail is no longer failed: it was resent already."),
    );
  });

  it("shows the server's refusal of a resend", async () => {
    fakeApi({
      "member/me": operator,
      "admin/mail/failed": listOf([MAIL]),
      "admin/mail/resend": () => ({ code: 3, message: "Too many requests. Please try again later." }),
    });
    renderWithProviders(<AdminFailedMailPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Resend [Studio] Your withdrawal request" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Please try again later.");
    expect(shownMessages()).toEqual([]);
  });

  it("says when no mail has failed", async () => {
    fakeApi({ "member/me": operator, "admin/mail/failed": listOf([]) });
    renderWithProviders(<AdminFailedMailPage />);
    expect(
      await screen.findByText("No failed mail. Every mail was delivered or is still being retried."),
    ).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a failed list with a way to try again", async () => {
    fakeApi({
      "member/me": operator,
      "admin/mail/failed": () => ({ code: 1, message: "Something went wrong.", status: 500 }),
    });
    renderWithProviders(<AdminFailedMailPage />);
    expect(await screen.findByText("Something went wrong.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
