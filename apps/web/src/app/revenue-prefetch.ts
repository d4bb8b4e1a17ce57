import { channelListQuery } from "../features/channels/channel-list-query";
import { dashboardMetaQuery } from "../features/dashboard/revenue-keys";
import { queryClient } from "../lib/query-client";

/**
 * What every revenue page asks first, the channels (for the approved-channel gate) and the
 * dashboard meta, asked by the route while the page's code loads rather than after its first render
 * (docs/decisions/115). A failed call is left to the page, which shows its error state.
 */
export async function prefetchRevenueFrame(): Promise<null> {
  await Promise.all([
    queryClient.prefetchQuery(channelListQuery()),
    queryClient.prefetchQuery(dashboardMetaQuery()),
  ]);
  return null;
}
