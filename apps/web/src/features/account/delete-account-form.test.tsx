import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSettings } from "../../stores/settings";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { descriptionOf, fill, isDisabled, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { WithdrawMembership } from "./delete-account-form";

const CONFIRM = "Delete my account";

async function openDialog() {
  renderWithProviders(<WithdrawMembership />);
  press("Withdraw membership");
  await screen.findByRole("dialog");
}

const agree = () => fireEvent.click(screen.getByRole("checkbox", { name: /cannot be restored/ }));

beforeEach(() => useSettings.getState().setToken("session-1"));
afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
});

describe("WithdrawMembership", () => {
  it("needs the agreement and a 4-64 character password before calling", async () => {
    const api = fakeApi({});
    await openDialog();
    fill(/^Password/, "abc");
    press(CONFIRM);
    await waitFor(() =>
      expect(descriptionOf(/^Password/)).toContain(
        "Use a password of 4 to 64 characters that is not easy to guess.",
      ),
    );
    expect(descriptionOf(/cannot be restored/)).toContain("All fields are required.");
    expect(api.calls).toEqual([]);
  });

  it("deletes the account with the password and signs out", async () => {
    const api = fakeApi({ "member/account/delete.account": () => ({ data: {} }) });
    await openDialog();
    agree();
    fill(/^Password/, "secret-1");
    press(CONFIRM);
    await waitFor(() => expect(useSettings.getState().token).toBeNull());
    expect(api.sentTo("member/account/delete.account")).toEqual([{ password: "secret-1" }]);
  });

  it("shows a wrong password under the field and stays signed in", async () => {
    fakeApi({
      "member/account/delete.account": () => ({ code: 10004, message: "The password is incorrect." }),
    });
    await openDialog();
    agree();
    fill(/^Password/, "wrong-1");
    press(CONFIRM);
    await waitFor(() => expect(descriptionOf(/^Password/)).toContain("The password is incorrect."));
    expect(useSettings.getState().token).toBe("session-1");
  });

  it("disables the button while deleting", async () => {
    const held = heldAnswer();
    fakeApi({ "member/account/delete.account": held.route });
    await openDialog();
    agree();
    fill(/^Password/, "secret-1");
    press(CONFIRM);
    await waitFor(() => expect(isDisabled(CONFIRM)).toBe(true));
    held.release({ code: 3, message: "Too many requests. Please try again later." });
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Please try again later.");
    expect(isDisabled(CONFIRM)).toBe(false);
  });
});
