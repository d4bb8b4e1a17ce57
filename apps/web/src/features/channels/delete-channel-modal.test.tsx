import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
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

afterEach(async () => {
  vi.unstubAllGlobals();
  useSettings.getState().setLanguage("en");
  await changeLanguage("en");
});

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
      "earnings",
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

/**
 * What deleting does to earnings, as the API does it (docs/decisions/132): the ledger rows a channel
 * credited stay with their accounts; a deleted channel's row is gone, so a confirmed file naming it
 * credits nothing for it. Nothing is forfeited and there is no 10 USD threshold.
 */
describe("DeleteChannelModal: what happens to earnings, in every language", () => {
  it.each([
    [
      "en",
      "Earnings already credited from this channel stay in the balance and can still be withdrawn. Revenue of past months the network has not confirmed yet is not credited once the channel is deleted.",
    ],
    [
      "ko",
      "이 채널에서 이미 적립된 수익은 잔액에 그대로 남아 계속 출금할 수 있습니다. 네트워크가 아직 확정하지 않은 지난달 수익은 채널을 삭제하면 적립되지 않습니다.",
    ],
    ["zh-CN", "此频道已入账的收益会保留在余额中，仍可提现。机构尚未确认的往月收益，在频道删除后将不再入账。"],
    [
      "zh-TW",
      "此頻道已入帳的收益會保留在餘額中，仍可提領。機構尚未確認的過往月份收益，在頻道刪除後將不再入帳。",
    ],
  ] as const)("%s", async (language, text) => {
    fakeApi({ "channel/detail": detail });
    useSettings.getState().setLanguage(language);
    await changeLanguage(language);
    renderWithProviders(<DeleteChannelModal channelId={7} onClose={vi.fn()} />);
    const caution = await screen.findByRole("checkbox", { name: text });
    expect(caution).toBeTruthy();
    const labels = screen.getAllByRole("checkbox").map((box) => box.getAttribute("aria-label") ?? "");
    const group = screen.getByRole("group").textContent ?? "";
    for (const said of [group, ...labels]) {
      expect(said).not.toMatch(/forfeit|10 USD|10 美元|소멸|作废|失效/);
    }
  });
});
