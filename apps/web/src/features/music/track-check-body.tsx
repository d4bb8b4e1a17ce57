import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { UPLOAD_GUIDANCE_PARAMS } from "@studio/contract";
import { IconAlertTriangle, IconCopy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ClearanceBadge } from "../../components/clearance/clearance-badge";
import { useReasonText } from "../../components/clearance/clearance-reasons";
import { QueryLoaded } from "../../components/query-states";
import { showSnackbar } from "../../stores/snackbar";
import { copyText } from "./copy-text";
import { logMusic } from "./music-log";
import { trackCheckQuery } from "./music-queries";

/**
 * The answer of "check a track" (docs/decisions/127): each channel in reach with whether a video
 * using the track, published today, would be cleared there and what to do if not; then the upload
 * guidance, copied with the ISRC in the creator's language.
 */
export default function TrackCheckBody({ isrc, name }: { isrc: string; name: string }) {
  const { t } = useTranslation();
  const check = useQuery(trackCheckQuery(isrc));
  const reasonText = useReasonText();
  const guidance = t("clearance.check.guidance", UPLOAD_GUIDANCE_PARAMS);
  const copy = async () => {
    if (await copyText(t("clearance.check.copyText", { isrc, name, guidance }))) {
      logMusic("isrc_copy", isrc);
      showSnackbar("success", t("clearance.check.copied"));
    } else {
      showSnackbar("error", t("music.isrc.copyFailed", { isrc }));
    }
  };
  return (
    <QueryLoaded query={check}>
      {(answer) => (
        <Stack gap="md">
          <Text size="sm">{t("clearance.check.intro", { name: answer.track.name })}</Text>
          <Group gap="xs">
            <Text fw={600}>{answer.track.name}</Text>
            <Text size="sm" c="dimmed">
              {answer.track.artist}
            </Text>
            <Badge variant="light" ff="monospace">
              {answer.track.isrc}
            </Badge>
          </Group>
          {answer.track.in_catalogue ? null : (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {t("clearance.check.withdrawn")}
            </Alert>
          )}
          <section aria-labelledby="track-check-channels">
            <Title order={3} size="h6" mb={6} id="track-check-channels">
              {t("clearance.check.channelsLabel")}
            </Title>
            {answer.channels.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("clearance.check.noChannels")}
              </Text>
            ) : (
              <List listStyleType="none" spacing="xs">
                {answer.channels.map((channel) => (
                  <List.Item key={channel.id}>
                    <Paper withBorder radius="md" p="sm">
                      <Group justify="space-between" wrap="nowrap" gap="sm">
                        <Stack gap={0} miw={0}>
                          <Text size="sm" fw={600} truncate>
                            {channel.title}
                          </Text>
                          <Text size="xs" c="dimmed" truncate>
                            @{channel.handle}
                          </Text>
                        </Stack>
                        <ClearanceBadge state={channel.state} />
                      </Group>
                      {channel.reasons.map((reason) => {
                        const text = reasonText(reason);
                        return (
                          <Text size="sm" c="dimmed" mt={6} key={reason.code}>
                            <Text span fw={600} inherit>
                              {text.title}:{" "}
                            </Text>
                            {text.action}
                          </Text>
                        );
                      })}
                    </Paper>
                  </List.Item>
                ))}
              </List>
            )}
          </section>
          <section aria-labelledby="track-check-guidance">
            <Title order={3} size="h6" mb={6} id="track-check-guidance">
              {t("clearance.check.guidanceTitle")}
            </Title>
            <Text size="sm">{guidance}</Text>
          </section>
          <Group justify="flex-end">
            <Button leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {t("clearance.check.copyIsrc")}
            </Button>
          </Group>
        </Stack>
      )}
    </QueryLoaded>
  );
}
