import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { aChannel } from "../../test/fixtures";
import { descriptionOf, fill, isDisabled, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { DeleteChannelModal } from "./delete-channel-modal";

const DELETE = "Delete channel";
const detail = () => ({ data: aChannel({ id: 7, name: "Dance Crew" }) });

async function renderDelete() {
  const onClose = vi.fn();
  renderWithProviders(<DeleteChannelModal channelId={7} onClose={onClose} />);
  await screen.findByText(/Deleting Dance Crew cannot be undone/);
  return onClose;
}

function tickAll() {
  for (const caution of screen.getAllByRole("checkbox")) fireEvent.click(caution);
}

afterEach(() => vi.unstubAllGlobals());

describe("DeleteChannelModal", () => {
  it("waits for every caution, then refuses a short password without calling", async () => {
    const api = fakeApi({ "channel/detail": detail });
    await renderDelete();
    expect(isDisabled(DELETE)).toBe(true);
    const [first] = screen.getAllByRole("checkbox");
    if (first) fireEvent.click(first);
    expect(isDisabled(DELETE)).toBe(true);
    for (const caution of screen.getAllByRole("checkbox").slice(1)) fireEvent.click(caution);
    expect(isDisabled(DELETE)).toBe(false);

    fill(/^Password/, "abc");
    press(DELETE);
    await waitFor(() =>
      expect(descriptionOf(/^Password/)).toContain(
        "Use a password of 4 to 64 characters that is not easy to guess.",
      ),
    );
    expect(api.sentTo("channel/delete")).toEqual([]);
  });

  it("deletes with the channel, the password and every caution, then closes", async () => {
    const api = fakeApi({ "channel/detail": detail, "channel/delete": () => ({ data: {} }) });
    const onClose = await renderDelete();
    tickAll();
    fill(/^Password/, "secret-1");
    press(DELETE);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = api.sentTo("channel/delete");
    expect(sent?.channel_id).toBe(7);
    expect(sent?.password).toBe("secret-1");
    expect([...((sent?.cautions as string[]) ?? [])].sort()).toEqual([
      "accrual_restarts",
      "data_removed",
      "earnings_forfeited",
    ]);
  });

  it("shows a wrong password under the field and stays open", async () => {
    fakeApi({
      "channel/detail": detail,
      "channel/delete": () => ({ code: 10004, message: "The password is incorrect." }),
    });
    const onClose = await renderDelete();
    tickAll();
    fill(/^Password/, "wrong-1");
    press(DELETE);
    await waitFor(() => expect(descriptionOf(/^Password/)).toContain("The password is incorrect."));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("disables the button while deleting, and shows other failures in the alert", async () => {
    const held = heldAnswer();
    fakeApi({ "channel/detail": detail, "channel/delete": held.route });
    await renderDelete();
    tickAll();
    fill(/^Password/, "secret-1");
    press(DELETE);
    await waitFor(() => expect(isDisabled(DELETE)).toBe(true));
    held.release({ code: 30005, message: "This channel cannot be processed right now." });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This channel cannot be processed right now.",
    );
  });
});
