import { TERMS_DOCUMENTS } from "@studio/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { renderWithProviders } from "../../test/render";
import type { OpenSourceLicenses } from "./open-source-licenses";
import { OflPage, OpenSourcePage, ServiceTermsPage } from "./terms-pages";

beforeAll(() => ensureStrings("reading"));
afterEach(() => vi.unstubAllGlobals());

const LICENSES: OpenSourceLicenses = {
  generatedAt: "2026-11-20T10:00:00.000Z",
  source: "package-lock.json",
  texts: ["MIT License\n\nPermission is hereby granted, free of charge", "SIL OPEN FONT LICENSE Version 1.1"],
  packages: [
    { name: "@fontsource/noto-sans", version: "5.3.0", license: "OFL-1.1", text: 1, homepage: null },
    { name: "react", version: "19.3.1", license: "MIT", text: 0, homepage: "https://react.dev/" },
    { name: "react-dom", version: "19.3.1", license: "MIT", text: 0, homepage: null },
    { name: "tiny-lib", version: "1.0.0", license: "ISC", text: null, homepage: null },
  ],
};
const serveLicenses = () => {
  const fetched = vi.fn(async () => new Response(JSON.stringify(LICENSES)));
  vi.stubGlobal("fetch", fetched);
  return fetched;
};

describe("the terms pages (docs/decisions/124)", () => {
  it("shows the terms in force with their version and date, and links the other pages", () => {
    renderWithProviders(<ServiceTermsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Terms of service" })).toBeTruthy();
    expect(
      screen.getByText(`Version ${TERMS_DOCUMENTS.terms.version}, in force from 2026/11/01`),
    ).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Terms and policies" });
    expect(within(nav).getByRole("link", { name: "Open-source licences" }).getAttribute("href")).toBe(
      "/terms-osl",
    );
  });

  it("lists the build's packages, finds one and opens its licence text", async () => {
    const fetched = serveLicenses();
    renderWithProviders(<OpenSourcePage />);
    expect(await screen.findByText("4 packages")).toBeTruthy();
    expect(fetched).toHaveBeenCalledWith("/open-source-licenses.json");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search packages" }), {
      target: { value: "react-dom" },
    });
    expect(await screen.findByText("1 package")).toBeTruthy();
    expect(screen.queryByText("Permission is hereby granted", { exact: false })).toBeNull();
    const summary = screen.getByText("Licence text of react-dom");
    const details = summary.closest("details") as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect(await screen.findByText(/Permission is hereby granted/)).toBeTruthy();
  });

  it("says so when a package ships no licence text", async () => {
    serveLicenses();
    renderWithProviders(<OpenSourcePage />);
    const details = (await screen.findByText("Licence text of tiny-lib")).closest(
      "details",
    ) as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect(await screen.findByText("The package ships no licence text; its licence is ISC.")).toBeTruthy();
  });

  it("names the fonts under the Open Font Licence with its text", async () => {
    serveLicenses();
    renderWithProviders(<OflPage />);
    expect(await screen.findByText("@fontsource/noto-sans 5.3.0 (OFL-1.1)")).toBeTruthy();
    expect(screen.getByText("SIL OPEN FONT LICENSE Version 1.1")).toBeTruthy();
    expect(screen.queryByText(/react 19/)).toBeNull();
  });
});
