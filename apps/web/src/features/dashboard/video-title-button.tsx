import { Group, Stack, Text, UnstyledButton } from "@mantine/core";
import type { TVideoRow } from "@studio/contract";
import { useDialogParams } from "../../lib/dialog-param";
import { VideoThumbnail } from "./video-thumbnail";

/** Thumbnail, title and channel of a video; the title opens its detail dialog (`?videoDetail=<id>`). */
export function VideoTitleButton({ video }: { video: TVideoRow }) {
  const dialogs = useDialogParams();
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <VideoThumbnail src={video.thumbnail} />
      <Stack gap={2} miw={0}>
        <UnstyledButton
          onClick={() => dialogs.open("videoDetail", String(video.id))}
          fw={600}
          fz="sm"
          c="var(--mantine-primary-color-filled)"
          style={{ textAlign: "start" }}
        >
          <Text span inherit lineClamp={2}>
            {video.title}
          </Text>
        </UnstyledButton>
        <Text size="xs" c="dimmed" truncate>
          {video.channel.title}
        </Text>
      </Stack>
    </Group>
  );
}
