import {
  adminConfirmedConfirmCall,
  type adminConfirmedPreviewCall,
  type TConfirmedPreview,
} from "@studio/contract";
import { channels } from "../../src/db/schema";
import { expectOk } from "./assertions";
import type { SignedIn } from "./channels";
import type { TestApp } from "./test-app";

let sequence = 0;

/** An approved, proven channel of `ownerId` in its network, assigned to `memberId` when given. */
export async function approvedChannel(
  t: TestApp,
  options: { ownerId: number; networkId: number; memberId?: number | null },
) {
  sequence += 1;
  const [row] = await t.database.db
    .insert(channels)
    .values({
      networkId: options.networkId,
      ownerId: options.ownerId,
      assignedMemberId: options.memberId ?? null,
      platformChannelId: `UCconfirmed${Date.now()}${sequence}`,
      handle: `@confirmed${sequence}`,
      title: `Confirmed channel ${sequence}`,
      category: "game",
      status: "approved",
      verificationCode: "code",
      approvedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error("channel not inserted");
  return row;
}

/** A confirmed revenue file of `channel_id,month,amount_usd` rows, as staff upload it. */
export const confirmedCsv = (rows: [string | number, string, string][]) =>
  ["channel_id,month,amount_usd", ...rows.map((r) => r.join(","))].join("\n");

/** Uploads a confirmed revenue file to the preview or the confirm call. */
export async function uploadConfirmed(
  who: SignedIn,
  call: typeof adminConfirmedConfirmCall | typeof adminConfirmedPreviewCall,
  text: string,
) {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/csv" }), "confirmed.csv");
  return who.client.inject({ method: "POST", url: `/api/${call.path}`, payload: form });
}

/** Confirms the file as `who` (staff) and answers what it posted. */
export const confirmFile = async (who: SignedIn, text: string) =>
  expectOk(await uploadConfirmed(who, adminConfirmedConfirmCall, text)) as TConfirmedPreview & {
    posted: number;
  };
