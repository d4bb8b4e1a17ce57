import { Center, Loader } from "@mantine/core";
import type { TChannel } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";
import { QueryErrorPanel } from "./channel-list-states";
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
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const query = useQuery(channelDetailQuery(channelId, poll));
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorPanel message={failureMessage(query.error, language)} onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}
