import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { FullLayout } from "./full-layout";

function renderLanding() {
  return renderWithProviders(
    <Routes>
      <Route element={<FullLayout />}>
        <Route path="/" element={<p>Landing</p>} />
      </Route>
    </Routes>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
});

describe("FullLayout header", () => {
  it("offers a signed-out visitor to log in", async () => {
    fakeApi({});
    renderLanding();
    expect((await screen.findByRole("link", { name: "Log in" })).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  it("takes a signed-in member to the dashboard instead of offering to log in again", async () => {
    useSettings.getState().setToken("session");
    fakeApi({ "member/me": () => ({ data: aMember() }) });
    renderLanding();
    expect((await screen.findByRole("link", { name: "Dashboard" })).getAttribute("href")).toBe("/dashboard");
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
  });
});
