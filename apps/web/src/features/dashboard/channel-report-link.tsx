import { Anchor, Avatar, Group, Stack, Text } from "@mantine/core";
import type { TChannelRow } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { carriedFilters } from "./dashboard-filters";
import { VIDEO_PARAMS } from "./video-list-params";

/** Where the video report of one channel is, with the period and member kept. */
export function channelVideosPath(channelId: number, search: string): string {
  const carried = carriedFilters(search);
  const joiner = carried ? "&" : "?";
  return `/dashboard/report-video${carried}${joiner}${VIDEO_PARAMS.channel}=${channelId}`;
}

/** A channel's avatar and name; the name opens the video report of that channel. */
export function ChannelReportLink({ row }: { row: TChannelRow }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { channel } = row;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={channel.thumbnail || null} alt="" radius="xl" size={36}>
        {channel.title.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Anchor
          component={Link}
          to={channelVideosPath(channel.id, location.search)}
          fw={600}
          size="sm"
          title={t("revenue.channels.seeVideos")}
        >
          <Text span inherit truncate maw={240}>
            {channel.title}
          </Text>
        </Anchor>
        {channel.handle && (
          <Text size="xs" c="dimmed" truncate maw={240}>
            {channel.handle.startsWith("@") ? channel.handle : `@${channel.handle}`}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
