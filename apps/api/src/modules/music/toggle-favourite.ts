import { E } from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { findNetworkById } from "../site";
import { addFavouriteWithinLimit, findTrack, removeFavourite } from "./queries";

/** Flips a favourite; adding past the network's limit answers 20000 naming the limit. */
export async function toggleFavourite(
  deps: AppDeps,
  network: Network,
  account: Account,
  isrc: string,
): Promise<boolean> {
  const track = await findTrack(deps.db, network.id, isrc);
  if (!track) throw AppError.notFound();
  if (await removeFavourite(deps.db, account.id, track.id)) return false;
  // Read now, not from the request's cached network: a changed limit applies at once.
  const limit = (await findNetworkById(deps.db, network.id))?.favouritesLimit ?? network.favouritesLimit;
  const added = await addFavouriteWithinLimit(deps.db, account.id, track.id, limit, deps.now());
  if (!added) throw new AppError(E.FAVOURITES_LIMIT, { limit });
  return true;
}
