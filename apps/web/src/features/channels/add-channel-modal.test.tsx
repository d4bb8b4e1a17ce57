import { notifications, notificationsStore } from "@mantine/notifications";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { aChannel } from "../../test/fixtures";
import { descriptionOf, fill, isDisabled, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { AddChannelModal } from "./add-channel-modal";

function renderAdd() {
  const onAdded = vi.fn();
  renderWithProviders(<AddChannelModal opened onClose={() => {}} onAdded={onAdded} />);
  return onAdded;
}

const chooseCategory = (label: string) =>
  fireEvent.change(screen.getByLabelText(/^Category/), {
    target: { value: (screen.getByRole("option", { name: label }) as HTMLOptionElement).value },
  });

/** channel/add's answer: the channel, and whether the account had registered it before. */
const added = (overrides: Parameters<typeof aChannel>[0], alreadyRegistered = false) => ({
  ...aChannel(overrides),
  already_registered: alreadyRegistered,
});
const shownMessages = () => notificationsStore.getState().notifications.map((n) => String(n.message));

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe("AddChannelModal", () => {
  it("asks for the link and the category, then refuses a video link, without calling", async () => {
    const api = fakeApi({});
    renderAdd();
    press("Register");
    await waitFor(() => expect(descriptionOf(/^Channel link/)).toContain("Please enter the channel URL."));
    expect(descriptionOf(/^Category/)).toContain("Please choose a channel category.");

    fill(/^Channel link/, "https://www.youtube.com/watch?v=abc");
    chooseCategory("Gaming");
    press("Register");
    await waitFor(() =>
      expect(descriptionOf(/^Channel link/)).toContain("Please enter a valid channel URL."),
    );
    expect(api.calls).toEqual([]);
  });

  it("registers the channel and hands it over", async () => {
    const api = fakeApi({ "channel/add": () => ({ data: added({ id: 42 }) }) });
    const onAdded = renderAdd();
    fill(/^Channel link/, "  @dance_crew ");
    chooseCategory("Gaming");
    press("Register");
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(42, true));
    expect(api.sentTo("channel/add")).toEqual([{ link: "@dance_crew", category: "game" }]);
  });

  it("names an approved channel added again with its status, and opens no verification", async () => {
    fakeApi({
      "channel/add": () => ({
        data: added({ id: 5, name: "Dance Crew", status: "approved" }, true),
      }),
    });
    const onAdded = renderAdd();
    fill(/^Channel link/, "@dance_crew");
    chooseCategory("Gaming");
    press("Register");
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(5, false));
    expect(shownMessages()).toEqual(["You have already registered Dance Crew. Its status: Approved."]);
  });

  it("sends a channel added again that still needs its proof on to verification", async () => {
    fakeApi({
      "channel/add": () => ({ data: added({ id: 6, name: "Dance Crew", status: "need.approved" }, true) }),
    });
    const onAdded = renderAdd();
    fill(/^Channel link/, "@dance_crew");
    chooseCategory("Gaming");
    press("Register");
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(6, true));
    expect(shownMessages()).toEqual([
      "You registered Dance Crew before. Put its code in the channel description and verify.",
    ]);
  });

  it("shows a channel that does not exist under the link, not as a temporary failure", async () => {
    fakeApi({
      "channel/add": () => ({
        code: 30011,
        message: "There is no channel at this address. Please check the link and try again.",
      }),
    });
    renderAdd();
    fill(/^Channel link/, "@nobody_here");
    chooseCategory("Gaming");
    press("Register");
    await waitFor(() =>
      expect(descriptionOf(/^Channel link/)).toContain("There is no channel at this address."),
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's message in the alert", async () => {
    fakeApi({
      "channel/add": () => ({
        code: 30002,
        message: "We couldn't get the channel information. Please try again later.",
      }),
    });
    const onAdded = renderAdd();
    fill(/^Channel link/, "@dance_crew");
    chooseCategory("Gaming");
    press("Register");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We couldn't get the channel information. Please try again later.",
    );
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("replaces the last failure's alert with the next, different error", async () => {
    let answer = 0;
    fakeApi({
      "channel/add": () =>
        ++answer === 1
          ? { code: 30002, message: "We couldn't get the channel information. Please try again later." }
          : {
              code: 30011,
              message: "There is no channel at this address. Please check the link and try again.",
            },
    });
    renderAdd();
    fill(/^Channel link/, "@dance_crew");
    chooseCategory("Gaming");
    press("Register");
    expect((await screen.findByRole("alert")).textContent).toContain("try again later");
    fill(/^Channel link/, "@dance_crew_2");
    press("Register");
    await waitFor(() =>
      expect(descriptionOf(/^Channel link/)).toContain("There is no channel at this address."),
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("disables the button while registering", async () => {
    const held = heldAnswer();
    fakeApi({ "channel/add": held.route });
    const onAdded = renderAdd();
    fill(/^Channel link/, "@dance_crew");
    chooseCategory("Gaming");
    press("Register");
    await waitFor(() => expect(isDisabled("Register")).toBe(true));
    held.release({ data: added({}) });
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(7, true));
  });
});
