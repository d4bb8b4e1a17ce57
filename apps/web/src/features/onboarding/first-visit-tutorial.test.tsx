import { TUTORIAL_STEPS } from "@studio/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useMe } from "../../lib/session";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import FirstVisitTutorial from "./first-visit-tutorial";

beforeAll(() => ensureStrings("extra"));
beforeEach(() => {
  useSettings.getState().setLanguage("en");
  useSettings.getState().setToken("creator-session");
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
});

/** Renders once the signed-in member is known: the answer the tutorial decides on has arrived. */
function MemberShown() {
  const { data: me } = useMe();
  return me ? <p>member loaded</p> : null;
}

describe("the first-visit tutorial", () => {
  it("walks the steps, recording each, and is gone once done", async () => {
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ tutorial_step: 0 }) }),
      "member/settings/step.tutorial": () => ({ data: {} }),
    });
    renderWithProviders(<FirstVisitTutorial />, { route: "/dashboard" });
    expect(await screen.findByText("Your dashboard")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Your channels")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("The music")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const steps = api.calls
      .filter((c) => c.path === "member/settings/step.tutorial")
      .map((c) => c.input.value);
    expect(steps).toEqual([1, 2, TUTORIAL_STEPS]);
  });

  it("never shows to an account that finished it", async () => {
    const api = fakeApi({ "member/me": () => ({ data: aMember({ tutorial_step: TUTORIAL_STEPS }) }) });
    renderWithProviders(
      <>
        <FirstVisitTutorial />
        <MemberShown />
      </>,
    );
    // The member has arrived and is on screen: the tutorial has had the answer it decides on.
    expect(await screen.findByText("member loaded")).toBeTruthy();
    expect(api.sentTo("member/me")).toHaveLength(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText("Your dashboard")).toBeNull();
  });
});
