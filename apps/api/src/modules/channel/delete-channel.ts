import { E } from "@studio/contract";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { verifyPassword } from "../auth/passwords";
import type { Account } from "../auth/sessions";
import { type ChannelRow, deleteChannelRow } from "./queries";
import { recordChannelEvent } from "./record-event";

/**
 * Deletes a channel at once after the actor's password (DESIGN.md §5). Its history stays; its
 * videos and unconfirmed estimated stats go with it when those tables exist (revenue issue).
 */
export async function deleteChannel(deps: AppDeps, actor: Account, channel: ChannelRow, password: string) {
  if (!(await verifyPassword(actor.passwordHash, password))) throw new AppError(E.WRONG_PASSWORD);
  if (!(await deleteChannelRow(deps.db, channel.id))) throw AppError.notFound();
  await recordChannelEvent(deps.db, channel, {
    kind: "status",
    from: channel.status,
    to: "deleted",
    actorId: actor.id,
    at: deps.now(),
  });
}
