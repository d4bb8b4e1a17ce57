import {
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import type { TNotification } from "@studio/contract";
import { IconBellOff } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryErrorPanel } from "../../components/query-states";
import { failureMessage } from "../../lib/api-action";
import { unreadLabel, useUnreadNotifications } from "../../lib/unread-notifications";
import { useSettings } from "../../stores/settings";
import { notificationMessage } from "./notification-message";
import { notificationListQuery, useMarkRead } from "./notification-queries";
import { PushSettingsCard } from "./push-settings-card";

const timeLabel = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** One notification: its message in the reader's language, unread marked; opening it marks it read. */
function NotificationItem({ notification }: { notification: TNotification }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const markRead = useMarkRead();
  const message = notificationMessage(notification);
  const values = {
    ...message.values,
    ...(typeof message.values.statusKey === "string" ? { status: t(message.values.statusKey) } : {}),
    ...(typeof message.values.reasonKey === "string" ? { reason: t(message.values.reasonKey) } : {}),
  };
  const markAsRead = () => {
    if (!notification.read) markRead.mutate(notification.id);
  };
  const body = (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <Box
        mt={6}
        w={8}
        h={8}
        style={{
          borderRadius: "50%",
          flex: "none",
          background: notification.read ? "transparent" : "var(--mantine-color-brand-6)",
        }}
        aria-hidden
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={notification.read ? 400 : 700}>
          {!notification.read && <VisuallyHidden>{`${t("notifications.unread")}:`}</VisuallyHidden>}
          {!notification.read && " "}
          {t(message.key, values)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`notifications.type.${notification.type.replace(".", "_")}`)} ·{" "}
          {timeLabel(notification.created_at, language)}
        </Text>
      </Stack>
    </Group>
  );
  const style = { borderBottom: "1px solid var(--mantine-color-gray-2)", display: "block", width: "100%" };
  // One with a subject leads to it; opening either marks it read.
  return message.to ? (
    <UnstyledButton component={Link} to={message.to} onClick={markAsRead} p="md" style={style}>
      {body}
    </UnstyledButton>
  ) : (
    <UnstyledButton onClick={markAsRead} p="md" style={style}>
      {body}
    </UnstyledButton>
  );
}

/** `/notifications` (docs/spec.md §2): newest first, a page at a time, unread marked. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const query = useInfiniteQuery(notificationListQuery());
  const unread = useUnreadNotifications();
  const markRead = useMarkRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="lg" maw={720}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("nav.notifications")}
          </Title>
          <Text c="dimmed">
            {unread > 0
              ? t("notifications.unreadCount", { label: unreadLabel(unread) })
              : t("notifications.allRead")}
          </Text>
        </div>
        <Button
          variant="light"
          onClick={() => markRead.mutate("all")}
          disabled={unread === 0}
          loading={markRead.isPending}
        >
          {t("notifications.markAllRead")}
        </Button>
      </Group>
      <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
        {query.isPending && (
          <Stack gap="xs" p="md" aria-busy="true" role="status" aria-label={t("common.loading")}>
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        )}
        {query.isError && (
          <QueryErrorPanel
            message={failureMessage(query.error, language)}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.isSuccess && items.length === 0 && (
          <Stack align="center" gap="xs" p="xl" ta="center">
            <IconBellOff size={32} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600}>{t("notifications.empty")}</Text>
            <Text size="sm" c="dimmed">
              {t("notifications.emptyText")}
            </Text>
          </Stack>
        )}
        {items.length > 0 && (
          <Box component="ul" aria-label={t("nav.notifications")} p={0} m={0} style={{ listStyle: "none" }}>
            {items.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} />
              </li>
            ))}
          </Box>
        )}
      </Paper>
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {t("notifications.more")}
        </Button>
      )}
      <PushSettingsCard />
    </Stack>
  );
}
