import { adminBoardSaveCall, type TAdminBoard, type TBoardInput } from "@studio/contract";
import { expectOk } from "./assertions";
import type { SignedIn } from "./channels";

const HOUR = 3_600_000;

/** A board item written by staff through the back-office call; published an hour ago by default. */
export async function writeBoard(
  staff: SignedIn,
  now: Date,
  values: Partial<TBoardInput> = {},
): Promise<TAdminBoard> {
  return expectOk(
    await staff.client.call(adminBoardSaveCall, {
      kind: "notice",
      publish_at: new Date(now.getTime() - HOUR).toISOString(),
      translations: [{ language: "en", title: "Maintenance on Sunday", body: "We **upgrade** the servers." }],
      ...values,
    }),
  );
}

/** Campaign dates around `now`: applications open for a day, entries counted for a week. */
export function campaignDates(now: Date) {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
  return { apply_from: at(-1), apply_until: at(24), benefit_from: at(-1), benefit_until: at(24 * 7) };
}
