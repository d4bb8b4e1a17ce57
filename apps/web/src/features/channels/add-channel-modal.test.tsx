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

afterEach(() => vi.unstubAllGlobals());

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
    const api = fakeApi({ "channel/add": () => ({ data: aChannel({ id: 42 }) }) });
    const onAdded = renderAdd();
    fill(/^Channel link/, "  @dance_crew ");
    chooseCategory("Gaming");
    press("Register");
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(42));
    expect(api.sentTo("channel/add")).toEqual([{ link: "@dance_crew", category: "game" }]);
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

  it("disables the button while registering", async () => {
    const held = heldAnswer();
    fakeApi({ "channel/add": held.route });
    const onAdded = renderAdd();
    fill(/^Channel link/, "@dance_crew");
    chooseCategory("Gaming");
    press("Register");
    await waitFor(() => expect(isDisabled("Register")).toBe(true));
    held.release({ data: aChannel() });
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(7));
  });
});
