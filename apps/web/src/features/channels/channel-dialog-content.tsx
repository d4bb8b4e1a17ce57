import type { TChannel } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryLoaded } from "../../components/query-states";
import { channelDetailQuery } from "./channel-queries";

/** Loads the channel a dialog is about, then renders the dialog's body with it. */
export function ChannelDialogContent({
  channelId,
  poll = false,
  children,
}: {
  channelId: number;
  /** Keep the channel fresh while its ownership check runs. */
  poll?: boolean;
  children: (channel: TChannel) => ReactNode;
}) {
  const query = useQuery(channelDetailQuery(channelId, poll));
  return <QueryLoaded query={query}>{children}</QueryLoaded>;
}
