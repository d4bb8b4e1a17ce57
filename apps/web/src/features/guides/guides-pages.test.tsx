import { GUIDE_SLUGS, UPLOAD_GUIDANCE } from "@studio/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { renderWithProviders } from "../../test/render";
import { GUIDES } from "./guide-catalogue";
import { GuidesRoute } from "./guides-pages";

beforeAll(() => ensureStrings("reading"));

const renderGuides = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="guides/*" element={<GuidesRoute />} />
      <Route path=":locale/guides/*" element={<GuidesRoute />} />
    </Routes>,
    { route },
  );

describe("the guides (docs/decisions/124)", () => {
  it("lists every guide of the spec by group on the index, each a link", () => {
    renderGuides("/guides");
    expect(screen.getByRole("heading", { level: 1, name: "Guides" })).toBeTruthy();
    expect(GUIDES.map((g) => g.slug)).toEqual([...GUIDE_SLUGS]);
    const links = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(links).toEqual(GUIDE_SLUGS.map((slug) => `/guides/${slug}`));
  });

  it("keeps the language prefix the visitor came in with", () => {
    renderGuides("/ko/guides");
    expect(screen.getAllByRole("link")[0]?.getAttribute("href")).toBe("/ko/guides/android-upload");
  });

  it("shows a guide's steps in order, each with its picture, and the upload guidance's figures", () => {
    renderGuides("/guides/android-upload");
    expect(screen.getByRole("heading", { level: 1, name: "Upload a Short on Android" })).toBeTruthy();
    const steps = within(screen.getByRole("list", { name: "Steps" })).getAllByRole("listitem");
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual([
      "Start a Short",
      "Add the music",
      "Set the volume",
      "Check the length",
      "Publish",
      "Watch it earn",
    ]);
    expect(within(steps[2] as HTMLElement).getByRole("img", { name: "Set the volume" })).toBeTruthy();
    const tips = screen.getByRole("region", { name: "Before you publish" });
    expect(tips.textContent).toContain(`${UPLOAD_GUIDANCE.musicVolumeMobilePercent}% volume`);
    expect(tips.textContent).toContain(`${UPLOAD_GUIDANCE.recommendedSeconds} seconds or longer`);
    expect(tips.textContent).toContain(`under ${UPLOAD_GUIDANCE.lowerRpmUnderSeconds} seconds`);
    expect(tips.textContent).toContain(`about ${UPLOAD_GUIDANCE.revenueVisibleHours} hours`);
  });

  it("leads from the channel authentication guide to its mobile and PC guides", () => {
    renderGuides("/guides/auths");
    const other = screen.getByRole("navigation", { name: "Other guides" });
    fireEvent.click(within(other).getByRole("link", { name: "Channel authentication on PC" }));
    expect(screen.getByRole("heading", { level: 1, name: "Channel authentication on PC" })).toBeTruthy();
  });

  it("answers an unknown guide with the 404", () => {
    renderGuides("/guides/no-such-guide");
    expect(screen.getByText("404")).toBeTruthy();
  });
});
