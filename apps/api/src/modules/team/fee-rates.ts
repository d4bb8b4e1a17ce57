import {
  type Currency,
  E,
  feeRateBpToPercent,
  feeRatePercentToBp,
  type Language,
  splitRevenue,
} from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { feeRateOn, money, periodDisplay } from "../revenue";
import { assertTeamManager } from "./access";
import { assertNotPast, currentMonth, monthStart, nextMonthStart, previousMonth } from "./months";
import { feeRateHistory, findTeamMember, memberEstimatedRevenue, monthConfirmed } from "./queries";

async function teamMember(deps: AppDeps, manager: Account, target: number): Promise<Account> {
  assertTeamManager(manager);
  const member = await findTeamMember(deps.db, manager, target);
  if (!member) throw AppError.notFound();
  return member;
}

/** Every rate a member has had, newest change first. */
export async function feeRateHistoryOf(deps: AppDeps, manager: Account, target: number) {
  const member = await teamMember(deps, manager, target);
  const rows = await feeRateHistory(deps.db, member.id);
  return {
    items: rows.map((row) => ({
      fee_rate: feeRateBpToPercent(row.feeRateBp),
      month: row.effectiveMonth.slice(0, 7),
      changed_at: row.createdAt.toISOString(),
      changed_by: { id: row.changedById, name: row.changedByName },
    })),
  };
}

/**
 * What a member would net for `month` under a proposed rate, beside the rate in force for it
 * (docs/design.md §11). The revenue is the estimate of the member's approved channels: this
 * month's so far, or for a later month (nothing estimated yet) last month's whole, the best guess
 * of it. Both splits use splitRevenue, as the confirmed split will.
 */
export async function previewFeeRate(
  deps: AppDeps,
  network: Network,
  manager: Account,
  input: { target: number; fee_rate: number; month: string },
  viewer: { currency: Currency; language: Language },
) {
  const member = await teamMember(deps, manager, input.target);
  const now = deps.now();
  assertNotPast(input.month, network, now);
  if (await monthConfirmed(deps.db, manager.id, monthStart(input.month)))
    throw new AppError(E.FEE_RATE_MONTH_CLOSED);
  const thisMonth = currentMonth(network, now);
  const basis = input.month === thisMonth ? thisMonth : previousMonth(thisMonth);
  const revenue = await memberEstimatedRevenue(
    deps.db,
    network.id,
    member.id,
    monthStart(basis),
    nextMonthStart(basis),
  );
  const currentBp = await feeRateOn(deps.db, member.id, monthStart(input.month));
  const proposedBp = feeRatePercentToBp(input.fee_rate);
  // Shown at today's rate, as the withdrawal quote is: the month is not over yet.
  const display = await periodDisplay(
    deps.db,
    network.id,
    now.toISOString().slice(0, 10),
    viewer.currency,
    viewer.language,
  );
  const split = (bp: number) => {
    const { manager: fee, member: net } = splitRevenue(revenue, bp);
    return {
      fee_rate: feeRateBpToPercent(bp),
      member_net: net.toString(),
      member_net_display: money(net, display),
      manager_fee: fee.toString(),
      manager_fee_display: money(fee, display),
    };
  };
  return {
    month: input.month,
    revenue: revenue.toString(),
    revenue_display: money(revenue, display),
    current: split(currentBp),
    proposed: split(proposedBp),
    currency: display.currency,
    rate: display.rate,
  };
}
