import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { descriptionOf, fill, isDisabled, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { ChangePasswordForm } from "./change-password-form";

const SAVE = { name: "Change password" } as const;

function fillForm(next = "fresh-secret-1", confirm = next) {
  fill(/^Current password/, "old-secret-1");
  fill(/^New password/, next);
  fill(/^Confirm password/, confirm);
}

afterEach(() => vi.unstubAllGlobals());

describe("ChangePasswordForm", () => {
  it("asks for the passwords and their match without calling the API", async () => {
    const api = fakeApi({});
    renderWithProviders(<ChangePasswordForm />);
    press(SAVE.name);
    await waitFor(() => expect(descriptionOf(/^Current password/)).toContain("Please enter your password."));
    expect(descriptionOf(/^New password/)).toContain("Please enter your password.");

    fillForm("fresh-secret-1", "fresh-secret-2");
    press(SAVE.name);
    await waitFor(() =>
      expect(descriptionOf(/^Confirm password/)).toContain(
        "The new password and the confirmation password do not match",
      ),
    );
    expect(api.calls).toEqual([]);
  });

  it("refuses a new password longer than the contract allows", async () => {
    const api = fakeApi({});
    renderWithProviders(<ChangePasswordForm />);
    fillForm("x".repeat(65));
    press(SAVE.name);
    await waitFor(() =>
      expect(descriptionOf(/^New password/)).toContain(
        "Use a password of 4 to 64 characters that is not easy to guess.",
      ),
    );
    expect(api.calls).toEqual([]);
  });

  it("sends the current and new password, then empties the form", async () => {
    const api = fakeApi({ "member/account/update": () => ({ data: {} }) });
    renderWithProviders(<ChangePasswordForm />);
    fillForm();
    press(SAVE.name);
    await waitFor(() => expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(""));
    expect(api.sentTo("member/account/update")).toEqual([
      { password: "old-secret-1", new_password: "fresh-secret-1" },
    ]);
  });

  it("puts a wrong current password under its field, other failures in the alert", async () => {
    let answer = { code: 10019, message: "Your current password is incorrect." };
    fakeApi({ "member/account/update": () => answer });
    renderWithProviders(<ChangePasswordForm />);
    fillForm();
    press(SAVE.name);
    await waitFor(() =>
      expect(descriptionOf(/^Current password/)).toContain("Your current password is incorrect."),
    );
    answer = { code: 3, message: "Too many requests. Please try again later." };
    press(SAVE.name);
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Please try again later.");
  });

  it("disables the button while saving", async () => {
    const held = heldAnswer();
    fakeApi({ "member/account/update": held.route });
    renderWithProviders(<ChangePasswordForm />);
    fillForm();
    press(SAVE.name);
    await waitFor(() => expect(isDisabled(SAVE.name)).toBe(true));
    held.release({ data: {} });
    await waitFor(() => expect(isDisabled(SAVE.name)).toBe(false));
  });
});
