import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { ServerErrorAlert } from "./server-error-alert";

describe("ServerErrorAlert", () => {
  it("announces the server's message as an alert", () => {
    renderWithProviders(<ServerErrorAlert message="The password is wrong." />);
    expect(screen.getByRole("alert").textContent).toContain("The password is wrong.");
  });

  it("shows nothing without a message", () => {
    renderWithProviders(<ServerErrorAlert message={null} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
