import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../../lib/i18n";
import { useSettings } from "../../../stores/settings";
import { fakeApi } from "../../../test/fake-api";
import { aMember, aSiteMeta } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { AdminBoardsRoute } from "./staff-pages";

beforeAll(() => ensureStrings("extra"));
beforeEach(() => {
  useSettings.getState().setLanguage("en");
  useSettings.getState().setToken("staff-session");
  useSettings.getState().setSite("wave.studio.test", aSiteMeta({ languages: ["en", "zh-CN"] }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
  useSettings.getState().setSite("", null);
});

const saved = {
  id: 41,
  kind: "notice" as const,
  pinned: false,
  hidden: false,
  publish_at: "2026-11-26T00:00:00.000Z",
  ends_at: null,
  translations: [{ language: "en" as const, title: "Maintenance", body: "**Sunday**" }],
  campaign: null,
};

describe("the back-office board editor (docs/decisions/122)", () => {
  it("offers the network's languages, previews the Markdown and saves the languages written", async () => {
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ is_staff: true }) }),
      "admin/board/preview": () => ({ data: { html: "<p><strong>Sunday</strong></p>" } }),
      "admin/board/save": () => ({ data: saved }),
      "admin/board/detail": () => ({ data: saved }),
      "admin/campaign/participants": () => ({ data: { total_views: 0, view_goal: 1, items: [] } }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/boards/:id?" element={<AdminBoardsRoute />} />
      </Routes>,
      { route: "/admin/boards/new?kind=notice" },
    );
    expect(await screen.findByRole("heading", { name: "New notice" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["English", "简体字"]);
    fireEvent.change(screen.getAllByRole("textbox", { name: /^Title/ })[0] as HTMLElement, {
      target: { value: "Maintenance" },
    });
    fireEvent.change(screen.getAllByRole("textbox", { name: /Text \(Markdown\)/ })[0] as HTMLElement, {
      target: { value: "**Sunday**" },
    });
    fireEvent.click(screen.getAllByRole("button", { name: "Preview" })[0] as HTMLElement);
    expect(await screen.findByText("Sunday", { selector: "strong" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls.some((c) => c.path === "admin/board/save")).toBe(true));
    const input = api.calls.find((c) => c.path === "admin/board/save")?.input as {
      translations: unknown[];
      campaign: unknown;
    };
    expect(input.translations).toEqual([{ language: "en", title: "Maintenance", body: "**Sunday**" }]);
    expect(input.campaign).toBeNull();
    expect(await screen.findByRole("heading", { name: "Edit notice" })).toBeTruthy();
  });
});
