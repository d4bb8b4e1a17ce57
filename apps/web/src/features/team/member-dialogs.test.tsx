import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { aTeamMember } from "../../test/fixtures";
import { descriptionOf, fill, isDisabled, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { ChangePasswordDialog } from "./change-password-dialog";
import { DeleteMemberDialog } from "./delete-member-dialog";

// The team and back-office screens' strings come in the extra part, which their routes load.
beforeAll(() => ensureStrings("extra"));

const member = aTeamMember(4, { name: "Hana", user_id: "hana@studio.test" });

afterEach(() => vi.unstubAllGlobals());

describe("ChangePasswordDialog", () => {
  function renderPassword() {
    const onClose = vi.fn();
    renderWithProviders(<ChangePasswordDialog member={member} onClose={onClose} />);
    return onClose;
  }

  it("asks for the new password, then sets it for that member and closes", async () => {
    const api = fakeApi({ "member/mcn/update": () => ({ data: { member } }) });
    const onClose = renderPassword();
    expect(screen.getByRole("dialog", { name: "Change member password" })).toBeTruthy();
    expect(screen.getByText("Set a new password for Hana (hana@studio.test).")).toBeTruthy();
    press("Change password");
    await waitFor(() => expect(descriptionOf(/^New password/)).toContain("Please enter your password."));
    expect(api.calls).toEqual([]);

    fill(/^New password/, "new-secret-1");
    press("Change password");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sentTo("member/mcn/update")).toEqual([{ target: 4, password: "new-secret-1" }]);
  });

  it("refuses a password over 64 characters without calling", async () => {
    const api = fakeApi({});
    renderPassword();
    fill(/^New password/, "p".repeat(65));
    press("Change password");
    await waitFor(() =>
      expect(descriptionOf(/^New password/)).toContain("Use a password of 4 to 64 characters"),
    );
    expect(api.calls).toEqual([]);
  });

  it("puts the network's password policy under the field", async () => {
    fakeApi({
      "member/mcn/update": () => ({
        code: 10006,
        message: "Use a password of 8 to 64 characters that is not easy to guess.",
      }),
    });
    const onClose = renderPassword();
    fill(/^New password/, "short");
    press("Change password");
    await waitFor(() => expect(descriptionOf(/^New password/)).toContain("Use a password of 8 to 64"));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("DeleteMemberDialog", () => {
  const DELETE = "Delete member";
  function renderDelete() {
    const onClose = vi.fn();
    renderWithProviders(<DeleteMemberDialog member={member} onClose={onClose} />);
    return onClose;
  }

  it("refuses a password under 4 characters without calling", async () => {
    const api = fakeApi({});
    renderDelete();
    expect(screen.getByRole("dialog", { name: "Delete member" })).toBeTruthy();
    fill(/^Your password/, "abc");
    press(DELETE);
    await waitFor(() =>
      expect(descriptionOf(/^Your password/)).toContain(
        "Use a password of 4 to 64 characters that is not easy to guess.",
      ),
    );
    expect(api.calls).toEqual([]);
  });

  it("deletes with the manager's password and closes", async () => {
    const api = fakeApi({ "member/mcn/delete": () => ({ data: {} }) });
    const onClose = renderDelete();
    fill(/^Your password/, "studio-demo");
    press(DELETE);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sentTo("member/mcn/delete")).toEqual([{ target: 4, password: "studio-demo" }]);
  });

  it("shows a wrong password under the field, and waits while deleting", async () => {
    const held = heldAnswer();
    fakeApi({ "member/mcn/delete": held.route });
    const onClose = renderDelete();
    fill(/^Your password/, "wrong-1");
    press(DELETE);
    await waitFor(() => expect(isDisabled(DELETE)).toBe(true));
    held.release({ code: 10004, message: "The password is incorrect." });
    await waitFor(() => expect(descriptionOf(/^Your password/)).toContain("The password is incorrect."));
    expect(onClose).not.toHaveBeenCalled();
  });
});
