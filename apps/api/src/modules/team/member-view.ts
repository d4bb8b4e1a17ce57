import { feeRateBpToPercent, type TTeamMember } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { AppError } from "../../lib/app-error";
import { channelsOfMembers, findMemberRow, type MemberChannelRow, type MemberRow } from "./queries";

export function toTeamMembers(rows: MemberRow[], channels: MemberChannelRow[]): TTeamMember[] {
  const byMember = new Map<number, TTeamMember["channels"]>();
  for (const channel of channels) {
    const list = byMember.get(channel.memberId) ?? [];
    list.push({ id: channel.id, name: channel.title, thumbnail: channel.thumbnailUrl });
    byMember.set(channel.memberId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    user_id: row.email,
    name: row.nickname,
    fee_rate: feeRateBpToPercent(row.feeRateBp),
    next_fee_rate:
      row.nextFeeRateBp === null || row.nextMonth === null
        ? null
        : { fee_rate: feeRateBpToPercent(row.nextFeeRateBp), month: row.nextMonth.slice(0, 7) },
    registered_at: row.createdAt.toISOString(),
    channels: byMember.get(row.id) ?? [],
  }));
}

/** One member of the owner's team as the list shows it (404 when it is not in the team). */
export async function teamMemberView(
  db: Db,
  owner: Account,
  memberId: number,
  monthStart: string,
): Promise<TTeamMember> {
  const row = await findMemberRow(db, owner.id, memberId, monthStart);
  if (!row) throw AppError.notFound();
  const [view] = toTeamMembers([row], await channelsOfMembers(db, [row.id]));
  if (!view) throw AppError.notFound();
  return view;
}
