import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../../lib/i18n";
import { fakeApi, heldAnswer } from "../../../test/fake-api";
import { aQueuedChannel } from "../../../test/fixtures";
import { descriptionOf, fill, isDisabled, press } from "../../../test/form-actions";
import { renderWithProviders } from "../../../test/render";
import { DenyChannelModal } from "./deny-channel-modal";

// The team and back-office screens' strings come in the extra part, which their routes load.
beforeAll(() => ensureStrings("extra"));

const DENY = "Confirm denial";

function renderDeny() {
  const onClose = vi.fn();
  renderWithProviders(<DenyChannelModal channel={aQueuedChannel({ id: 7 })} onClose={onClose} />);
  return onClose;
}

afterEach(() => vi.unstubAllGlobals());

describe("DenyChannelModal", () => {
  it("needs a reason that is more than spaces before calling", async () => {
    const api = fakeApi({});
    renderDeny();
    fill(/^Reason/, "   ");
    press(DENY);
    await waitFor(() => expect(descriptionOf(/^Reason/)).toContain("All fields are required."));
    expect(api.calls).toEqual([]);
  });

  it("denies with the trimmed reason, then closes", async () => {
    const api = fakeApi({ "admin/channel/deny": () => ({ data: aQueuedChannel({ status: "deny" }) }) });
    const onClose = renderDeny();
    fill(/^Reason/, "  Reused content  ");
    press(DENY);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sentTo("admin/channel/deny")).toEqual([{ channel_id: 7, reason: "Reused content" }]);
  });

  it("shows the server's message and stays open", async () => {
    fakeApi({
      "admin/channel/deny": () => ({ code: 30010, message: "This channel's status cannot change that way." }),
    });
    const onClose = renderDeny();
    fill(/^Reason/, "Reused content");
    press(DENY);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This channel's status cannot change that way.",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("disables the button while deciding", async () => {
    const held = heldAnswer();
    fakeApi({ "admin/channel/deny": held.route });
    const onClose = renderDeny();
    fill(/^Reason/, "Reused content");
    press(DENY);
    await waitFor(() => expect(isDisabled(DENY)).toBe(true));
    held.release({ data: aQueuedChannel({ status: "deny" }) });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
