import { Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorPanel } from "../../components/query-states";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";
import { ApprovalPlaceholder } from "./approval-placeholder";
import { channelListQuery } from "./channel-queries";
import { WAITING_STATUSES } from "./channel-status";

/**
 * Studio screens need an approved channel (docs/design.md §5): until the account has one, the approval
 * placeholder shows instead of `children`.
 */
export function RequireApprovedChannel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const list = useQuery(channelListQuery());
  if (list.isPending) {
    return (
      <Stack gap="md" aria-busy="true" role="status" aria-label={t("common.loading")}>
        <Skeleton height={180} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <QueryErrorPanel message={failureMessage(list.error, language)} onRetry={() => void list.refetch()} />
    );
  }
  if (list.data.approved_count > 0) return children;
  const waiting = list.data.items.some((channel) => WAITING_STATUSES.includes(channel.status));
  return <ApprovalPlaceholder waiting={waiting} />;
}
