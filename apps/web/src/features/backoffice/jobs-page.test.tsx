import { notificationsStore } from "@mantine/notifications";
import type { TFailedJob, TJobQueue } from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { AdminJobsPage } from "./jobs-page";

beforeAll(() => ensureStrings("extra"));
beforeEach(() => {
  useSettings.getState().setLanguage("en");
  useSettings.getState().setToken("staff-session");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSettings.getState().setToken(null);
});

/** The messages shown as snackbars (the app's renderer is not part of these tests). */
const snackbars = () => notificationsStore.getState().notifications.map((n) => n.message);
const admin = () => ({ data: aMember({ is_staff: true, staff_role: "admin" }) });
const counts = (values: Partial<TJobQueue["counts"]>) => ({
  created: 0,
  retry: 0,
  active: 0,
  completed: 0,
  failed: 0,
  cancelled: 0,
  ...values,
});
const QUEUES: TJobQueue[] = [
  { name: "mail.send", counts: counts({ created: 2, completed: 40, failed: 1 }) },
  { name: "video-periods", counts: counts({ active: 1, completed: 12 }) },
];
const FAILED: TFailedJob = {
  id: "5b1c7b7e-0000-4000-8000-000000000001",
  queue: "mail.send",
  error: "connect ECONNREFUSED 10.0.0.5:587",
  retries: 5,
  created_at: "2026-11-27T08:00:00.000Z",
  failed_at: "2026-11-27T09:30:00.000Z",
};

describe("AdminJobsPage", () => {
  it("shows each queue's jobs by state and the failed jobs with their error", async () => {
    fakeApi({
      "member/me": admin,
      "admin/jobs/queues": () => ({ data: { queues: QUEUES } }),
      "admin/jobs/failed": () => ({ data: { items: [FAILED], total: 1 } }),
    });
    renderWithProviders(<AdminJobsPage />);
    const queues = await screen.findByRole("region", { name: "Queues" });
    const mail = within(queues).getByText("mail.send").closest("tr") as HTMLElement;
    expect(
      within(mail)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["mail.send", "2", "0", "0", "40", "1", "0"]);
    expect(within(queues).getByRole("columnheader", { name: "Running" })).toBeTruthy();
    const failed = await screen.findByRole("region", { name: "Failed jobs" });
    expect(within(failed).getByText("connect ECONNREFUSED 10.0.0.5:587")).toBeTruthy();
    expect(screen.getByText("1 failed job")).toBeTruthy();
  });

  it("retries a failed job and says so", async () => {
    let failedNow = [FAILED];
    const api = fakeApi({
      "member/me": admin,
      "admin/jobs/queues": () => ({ data: { queues: QUEUES } }),
      "admin/jobs/failed": () => ({ data: { items: failedNow, total: failedNow.length } }),
      "admin/jobs/retry": () => {
        failedNow = [];
        return { data: { retried: true } };
      },
    });
    renderWithProviders(<AdminJobsPage />);
    const failed = await screen.findByRole("region", { name: "Failed jobs" });
    fireEvent.click(within(failed).getByRole("button", { name: /^Retry the mail\.send job/ }));
    await waitFor(() => expect(snackbars()).toContain("The job will run again."));
    expect(api.sentTo("admin/jobs/retry")).toEqual([{ queue: "mail.send", id: FAILED.id }]);
    // The lists are read again: the job is no longer failed.
    expect(await screen.findByText("No failed job.")).toBeTruthy();
  });

  it("filters the failed jobs by queue", async () => {
    const api = fakeApi({
      "member/me": admin,
      "admin/jobs/queues": () => ({ data: { queues: QUEUES } }),
      "admin/jobs/failed": () => ({ data: { items: [], total: 0 } }),
    });
    renderWithProviders(<AdminJobsPage />);
    expect(await screen.findByText("No failed job.")).toBeTruthy();
    fireEvent.click(screen.getByRole("combobox", { name: "Queue" }));
    fireEvent.click(await screen.findByRole("option", { name: "video-periods", hidden: true }));
    await waitFor(() =>
      expect(api.sentTo("admin/jobs/failed").at(-1)).toEqual({
        queue: "video-periods",
        page: "0",
        size: "25",
      }),
    );
  });

  it("says when there is no queue yet", async () => {
    fakeApi({
      "member/me": admin,
      "admin/jobs/queues": () => ({ data: { queues: [] } }),
      "admin/jobs/failed": () => ({ data: { items: [], total: 0 } }),
    });
    renderWithProviders(<AdminJobsPage />);
    expect(await screen.findByText("No queue yet.")).toBeTruthy();
    expect(await screen.findByText("No failed job.")).toBeTruthy();
  });

  it("says when the queues cannot be read, with a way to try again", async () => {
    fakeApi({
      "member/me": admin,
      "admin/jobs/queues": () => ({ code: 2, message: "Invalid access.", status: 403 }),
      "admin/jobs/failed": () => ({ data: { items: [], total: 0 } }),
    });
    renderWithProviders(<AdminJobsPage />);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("is for administrators only", async () => {
    fakeApi({ "member/me": () => ({ data: aMember({ is_staff: true, staff_role: "operator" }) }) });
    renderWithProviders(<AdminJobsPage />);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByText("Job queue")).toBeNull();
  });
});
