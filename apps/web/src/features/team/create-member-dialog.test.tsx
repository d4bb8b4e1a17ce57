import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { fakeApi } from "../../test/fake-api";
import { aTeamMember } from "../../test/fixtures";
import { descriptionOf, fill, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { CreateMemberDialog } from "./create-member-dialog";

// The team and back-office screens' strings come in the extra part, which their routes load.
beforeAll(() => ensureStrings("extra"));

const CREATE = /^Create member$/;

function renderCreate() {
  const onClose = vi.fn();
  renderWithProviders(<CreateMemberDialog opened onClose={onClose} />);
  return onClose;
}

function fillRequired() {
  fill(/^E-mail \(login ID\)/, "  New.Member@Studio.test ");
  fill(/^Password/, "member-pass-1");
  fill(/^Nickname/, "Hana");
}

afterEach(() => vi.unstubAllGlobals());

describe("CreateMemberDialog", () => {
  it("has a title and says what is missing, without calling", async () => {
    const api = fakeApi({});
    renderCreate();
    expect(screen.getByRole("dialog", { name: "Create member" })).toBeTruthy();
    press(CREATE);
    await waitFor(() =>
      expect(descriptionOf(/^E-mail \(login ID\)/)).toContain("Please enter your email address."),
    );
    expect(descriptionOf(/^Password/)).toContain("Please enter your password.");
    expect(descriptionOf(/^Nickname/)).toContain("Please enter a nickname.");
    expect(api.calls).toEqual([]);
  });

  it("refuses an invalid e-mail and a one-letter nickname by the contract's rules", async () => {
    const api = fakeApi({});
    renderCreate();
    fill(/^E-mail \(login ID\)/, "not-an-email");
    fill(/^Password/, "member-pass-1");
    fill(/^Nickname/, "H");
    press(CREATE);
    await waitFor(() =>
      expect(descriptionOf(/^E-mail \(login ID\)/)).toContain("Please enter a valid email address."),
    );
    expect(descriptionOf(/^Nickname/)).toContain("The name must be between 2 and 12 characters");
    expect(api.calls).toEqual([]);
  });

  it("creates the member with the links typed, another one added, blanks left out", async () => {
    const api = fakeApi({
      "member/mcn/add": () => ({ data: { member: aTeamMember(5, { name: "Hana" }), created: true } }),
    });
    const onClose = renderCreate();
    fillRequired();
    fill(/^Channel link 1/, "https://www.youtube.com/@hana");
    press("Add another channel");
    fill(/^Channel link 2/, "  ");
    press("Add another channel");
    fill(/^Channel link 3/, "@hana_two");
    press(CREATE);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sentTo("member/mcn/add")).toEqual([
      {
        user_id: "new.member@studio.test",
        password: "member-pass-1",
        nickname: "Hana",
        channels: ["https://www.youtube.com/@hana", "@hana_two"],
      },
    ]);
  });

  it("removes an added link row", async () => {
    fakeApi({});
    renderCreate();
    press("Add another channel");
    expect(screen.getByLabelText(/^Channel link 2/)).toBeTruthy();
    press("Remove channel link 2");
    expect(screen.queryByLabelText(/^Channel link 2/)).toBeNull();
  });

  it("puts an e-mail already registered under the e-mail field and stays open", async () => {
    fakeApi({
      "member/mcn/add": () => ({ code: 10009, message: "This email address is already registered." }),
    });
    const onClose = renderCreate();
    fillRequired();
    press(CREATE);
    await waitFor(() =>
      expect(descriptionOf(/^E-mail \(login ID\)/)).toContain("This email address is already registered."),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a channel the platform cannot find in the alert", async () => {
    fakeApi({
      "member/mcn/add": () => ({
        code: 30002,
        message: "We couldn't get the channel information. Please try again later.",
      }),
    });
    renderCreate();
    fillRequired();
    fill(/^Channel link 1/, "@nowhere");
    press(CREATE);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We couldn't get the channel information. Please try again later.",
    );
  });
});
