import { Button, Divider, Paper, Stack, Text } from "@mantine/core";
import type { TChannel } from "@studio/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { useFailureMessage } from "../../lib/api-action";
import { ChannelCode } from "./channel-code";
import { ChannelModal, type ChannelModalProps } from "./channel-modal";
import { useVerifyChannelMutation } from "./channel-mutations";
import { channelKeys } from "./channel-queries";
import { AutoCheckNotice, VerificationStatus } from "./verification-status";
import { VerificationSteps } from "./verification-steps";

/**
 * The ownership-verification dialog (query key authTimer=<channel id>). Checking goes on on the
 * server whether this stays open or not; while open, the dialog follows it every few seconds.
 */
export function VerifyOwnershipModal({ channelId, onClose }: ChannelModalProps) {
  const { t } = useTranslation();
  return (
    <ChannelModal channelId={channelId} onClose={onClose} title={t("channels.verify.title")} size="lg" poll>
      {(channel) => <VerifyOwnershipBody channel={channel} />}
    </ChannelModal>
  );
}

/** When the check's outcome or the status changes, the channel list shows it without a reload. */
function useRefreshListOnChange(channel: TChannel) {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  const signature = `${channel.status}|${channel.verification.state}`;
  useEffect(() => {
    if (seen.current !== null && seen.current !== signature) {
      void queryClient.invalidateQueries({ queryKey: channelKeys.lists() });
    }
    seen.current = signature;
  }, [signature, queryClient]);
}

function VerifyOwnershipBody({ channel }: { channel: TChannel }) {
  const { t } = useTranslation();
  const verify = useVerifyChannelMutation();
  const error = useFailureMessage(verify.error);
  const verified = channel.verification.state === "verified";
  useRefreshListOnChange(channel);

  return (
    <Stack gap="md">
      <Text size="sm">{t("channels.verify.intro", { name: channel.name })}</Text>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
        <Text size="xs" c="dimmed" mb={4}>
          {t("channels.verify.codeLabel")}
        </Text>
        <ChannelCode code={channel.verification_code} size="xl" />
      </Paper>
      {!verified && <VerificationSteps />}
      <ServerErrorAlert message={error} />
      <VerificationStatus channel={channel} />
      {!verified && (
        <>
          <Button
            onClick={() => verify.mutate({ channel_id: channel.id })}
            loading={verify.isPending}
            size="md"
          >
            {t("channels.verify.submit")}
          </Button>
          <AutoCheckNotice verification={channel.verification} />
          <Divider />
          <Text size="xs" c="dimmed">
            {t("channels.verify.closeNote")}
          </Text>
        </>
      )}
    </Stack>
  );
}
