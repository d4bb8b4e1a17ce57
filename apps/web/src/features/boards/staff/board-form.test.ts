import { describe, expect, it } from "vitest";
import { boardInputOf, formValuesOf, fromLocalInput, toLocalInput } from "./board-form";

describe("the board editor's form", () => {
  it("turns local date-time text into instants and back", () => {
    const iso = new Date(2026, 11, 1, 9, 30).toISOString();
    expect(toLocalInput(iso)).toBe("2026-12-01T09:30");
    expect(fromLocalInput("2026-12-01T09:30")).toBe(iso);
    expect(fromLocalInput("")).toBe("");
  });

  it("sends only the languages with a title, and a campaign only for an event with the switch on", () => {
    const values = formValuesOf(null, "notice", new Date(2026, 10, 26));
    values.translations[0] = { language: "en", title: "Hello", body: "**Hi**" };
    values.withCampaign = true;
    const input = boardInputOf(values, undefined);
    expect(input.translations).toEqual([{ language: "en", title: "Hello", body: "**Hi**" }]);
    expect(input.campaign).toBeNull();
    expect(input.ends_at).toBeNull();

    const event = boardInputOf({ ...values, kind: "event" }, 7);
    expect(event.id).toBe(7);
    expect(event.campaign).toMatchObject({ view_goal: 100_000, min_seconds: 0 });
  });
});
