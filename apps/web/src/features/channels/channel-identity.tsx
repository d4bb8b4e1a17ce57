import { Anchor, Avatar, Group, Stack, Text } from "@mantine/core";
import type { TChannel } from "@studio/contract";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Thumbnail, name (opens the channel on YouTube in a new tab) and handle of a channel. */
export function ChannelIdentity({
  channel,
  maxNameWidth = 220,
}: {
  channel: Pick<TChannel, "name" | "handle" | "link" | "thumbnail">;
  /** Longer names and handles are cut with an ellipsis (the full name is the link's). */
  maxNameWidth?: number;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={channel.thumbnail || null} alt="" radius="xl" size={40}>
        {channel.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Anchor
          href={channel.link}
          target="_blank"
          rel="noopener noreferrer"
          fw={600}
          size="sm"
          title={`${channel.name} · ${t("channels.openOnYouTube")}`}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <Text span inherit truncate maw={maxNameWidth}>
              {channel.name}
            </Text>
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
        {channel.handle && (
          <Text size="xs" c="dimmed" truncate maw={maxNameWidth}>
            {channel.handle.startsWith("@") ? channel.handle : `@${channel.handle}`}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
