import { E } from "@studio/contract";
import type { Account } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { verifyPassword } from "../auth";
import type { ChannelRow } from "./queries";
import { transition } from "./transition";

/**
 * Deletes a channel at once after the actor's password (docs/design.md §5). Its history stays; its
 * videos and estimated stats go with it (cascade). 30005 when its status changed meanwhile.
 */
export async function deleteChannel(deps: AppDeps, actor: Account, channel: ChannelRow, password: string) {
  if (!(await verifyPassword(actor.passwordHash, password))) throw new AppError(E.WRONG_PASSWORD);
  const deleted = await transition(deps.db, channel, {
    action: "delete",
    to: "deleted",
    actorId: actor.id,
    at: deps.now(),
  });
  if (!deleted) throw new AppError(E.CHANNEL_UNAVAILABLE);
}
