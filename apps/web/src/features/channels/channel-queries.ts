import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { channelKeys } from "./channel-list-query";
import { isVerificationRunning } from "./verification-progress";

export { CHANNELS_PAGE_SIZE, channelKeys, channelListQuery } from "./channel-list-query";

/** How often the verification dialog looks again while its check is running. */
export const DETAIL_POLL_MS = 3_000;

/** One channel; `poll` keeps it fresh while its ownership check runs. */
export function channelDetailQuery(id: number, poll: boolean) {
  return queryOptions({
    queryKey: channelKeys.detail(id),
    queryFn: () => callApi("channelDetailCall", { channel_id: id }),
    refetchInterval: (query) =>
      poll && query.state.data && isVerificationRunning(query.state.data.verification)
        ? DETAIL_POLL_MS
        : false,
  });
}
