import { formatCurrency } from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aTeamMember } from "../../test/fixtures";
import { descriptionOf, fill, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { FeeRateDialog } from "./fee-rate-dialog";
import { feeRateMonths } from "./team-format";

// The team and back-office screens' strings come in the extra part, which their routes load.
beforeAll(() => ensureStrings("extra"));

const SAVE = "Save fee rate";
const member = aTeamMember(4, { name: "Hana", fee_rate: 20 });
const [thisMonth = "", nextMonth = ""] = feeRateMonths(new Date());

/** A side of the split as the server answers it, its amounts shown as `show` formats them. */
const side = (feeRate: number, net: bigint, fee: bigint, show: (micro: bigint) => string) => ({
  fee_rate: feeRate,
  member_net: String(net),
  member_net_display: show(net),
  manager_fee: String(fee),
  manager_fee_display: show(fee),
});

const usd = (micro: bigint) => formatCurrency(micro, "USD", { language: "en" });
const cny = (micro: bigint) => formatCurrency(micro, "CNY", { language: "en", rate: "7.25" });

/** The server's split of $100.000001 of revenue at the rate in force and at the proposed one. */
function previewIn(show: (micro: bigint) => string, currency: string, rate: string) {
  return (input: Record<string, unknown>) => {
    const proposed = Number(input.fee_rate);
    const revenue = 100_000_001n;
    const fee = (revenue * BigInt(Math.round(proposed * 100))) / 10_000n;
    return {
      data: {
        month: String(input.month),
        revenue: String(revenue),
        revenue_display: show(revenue),
        current: side(20, 80_000_001n, 20_000_000n, show),
        proposed: side(proposed, revenue - fee, fee, show),
        currency,
        rate,
      },
    };
  };
}
const preview = previewIn(usd, "USD", "1");

const history = () => ({
  data: {
    items: [
      {
        fee_rate: 20,
        month: "2026-01",
        changed_at: "2026-01-02T03:04:05.000Z",
        changed_by: { id: 1, name: "Boss" },
      },
    ],
  },
});

function renderFeeRate() {
  const onClose = vi.fn();
  renderWithProviders(<FeeRateDialog member={member} onClose={onClose} />);
  return onClose;
}

const previewTable = () => screen.findByTestId("fee-rate-preview");
const row = (table: HTMLElement, name: string) =>
  within(table).getByRole("rowheader", { name }).closest("tr")?.textContent?.replace(name, "");

afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.setState({ currency: "USD" });
});

describe("FeeRateDialog", () => {
  it("previews the member's net and the manager's fee for the chosen month as the rate changes", async () => {
    const api = fakeApi({ "member/mcn/fee_rate.preview": preview, "member/mcn/fee_rate.history": history });
    renderFeeRate();
    expect(screen.getByRole("dialog", { name: "Change fee rate" })).toBeTruthy();
    // The rate in force to start with.
    let table = await previewTable();
    expect(row(table, "Member's net")).toBe("$80.00$80.00");

    fill(/^New fee rate/, "30");
    fireEvent.change(screen.getByLabelText(/^Starts in/), { target: { value: nextMonth } });
    await waitFor(() =>
      expect(api.sentTo("member/mcn/fee_rate.preview").at(-1)).toEqual({
        target: "4",
        fee_rate: "30",
        month: nextMonth,
      }),
    );
    table = await previewTable();
    await waitFor(() => expect(row(table, "Fee rate")).toBe("20%30%"));
    // 30% of $100.000001 is $30.0000003: the manager's fee truncates, the member keeps the rest.
    expect(row(table, "Member's net")).toBe("$80.00$70.00");
    expect(row(table, "Your fee")).toBe("$20.00$30.00");
    expect(screen.getByText(/^Estimated revenue of the member's channels in/).textContent).toContain(
      "$100.00",
    );
  });

  it("asks nothing while the rate is not one the contract takes, and says why on saving", async () => {
    const api = fakeApi({ "member/mcn/fee_rate.preview": preview, "member/mcn/fee_rate.history": history });
    renderFeeRate();
    await previewTable();
    const asked = api.sentTo("member/mcn/fee_rate.preview").length;
    fill(/^New fee rate/, "101");
    expect(await screen.findByText("Enter a valid rate to see what the member would net.")).toBeTruthy();
    press(SAVE);
    await waitFor(() =>
      expect(descriptionOf(/^New fee rate/)).toContain(
        "The fee rate must be between 0% and 100%, with at most two decimals.",
      ),
    );
    fill(/^New fee rate/, "12.345");
    press(SAVE);
    await waitFor(() => expect(descriptionOf(/^New fee rate/)).toContain("at most two decimals"));
    expect(api.sentTo("member/mcn/fee_rate.preview")).toHaveLength(asked);
    expect(api.sentTo("member/mcn/update")).toEqual([]);
  });

  it("saves the rate from the chosen month and closes", async () => {
    const api = fakeApi({
      "member/mcn/fee_rate.preview": preview,
      "member/mcn/fee_rate.history": history,
      "member/mcn/update": () => ({ data: { member: aTeamMember(4, { fee_rate: 20 }) } }),
    });
    const onClose = renderFeeRate();
    fill(/^New fee rate/, "12.5");
    press(SAVE);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sentTo("member/mcn/update")).toEqual([{ target: 4, fee_rate: 12.5, month: thisMonth }]);
  });

  it("shows a month already confirmed under the month", async () => {
    fakeApi({
      "member/mcn/fee_rate.preview": preview,
      "member/mcn/fee_rate.history": history,
      "member/mcn/update": () => ({
        code: 10029,
        status: 409,
        message:
          "A fee rate can start only this month or later, in a month whose revenue is not yet confirmed.",
      }),
    });
    const onClose = renderFeeRate();
    press(SAVE);
    await waitFor(() =>
      expect(descriptionOf(/^Starts in/)).toContain("in a month whose revenue is not yet confirmed"),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("lists the rate history", async () => {
    fakeApi({ "member/mcn/fee_rate.preview": preview, "member/mcn/fee_rate.history": history });
    renderFeeRate();
    const list = await screen.findByRole("list", { name: "Rate history" });
    expect(list.textContent).toBe("20% from January 2026, set by Boss on 2026/01/02");
  });

  it("shows the amounts in yuan to someone who shows yuan, as the server converted them", async () => {
    useSettings.setState({ currency: "CNY" });
    fakeApi({
      "member/mcn/fee_rate.preview": previewIn(cny, "CNY", "7.25"),
      "member/mcn/fee_rate.history": history,
    });
    renderFeeRate();
    const table = await previewTable();
    expect(row(table, "Member's net")).toBe(`${cny(80_000_001n)}${cny(80_000_001n)}`);
    expect(row(table, "Member's net")).toContain("¥");
  });
});
