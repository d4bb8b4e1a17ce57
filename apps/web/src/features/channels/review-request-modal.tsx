import { Alert, Button, List, Stack, Text } from "@mantine/core";
import type { TChannel } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../components/dialog-actions";
import { useFailureMessage } from "../../lib/api-action";
import { showSnackbar } from "../../stores/snackbar";
import { useChannelFormat } from "./channel-format";
import { ChannelModal, type ChannelModalProps } from "./channel-modal";
import { useReviewChannelMutation } from "./channel-mutations";

/** A held channel asks the network to look again (query key review=<channel id>), once a day. */
export function ReviewRequestModal({ channelId, onClose }: ChannelModalProps) {
  const { t } = useTranslation();
  return (
    <ChannelModal channelId={channelId} onClose={onClose} title={t("channels.review.title")}>
      {(channel) => <ReviewRequestBody channel={channel} onDone={onClose} />}
    </ChannelModal>
  );
}

function ReviewRequestBody({ channel, onDone }: { channel: TChannel; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useChannelFormat();
  const review = useReviewChannelMutation();
  const error = useFailureMessage(review.error);
  const held = channel.status === "denied.pending";

  const request = () =>
    review.mutate(
      { channel_id: channel.id },
      {
        onSuccess: () => {
          showSnackbar("success", t("channels.review.requested"));
          onDone();
        },
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {channel.name}
      </Text>
      <List size="sm" spacing={6}>
        <List.Item>{t("channels.review.heldReason")}</List.Item>
        <List.Item>{t("channels.review.onceADay")}</List.Item>
        <List.Item>{t("channels.review.duration")}</List.Item>
      </List>
      {channel.review.last_requested_at && (
        <Text size="xs" c="dimmed">
          {t("channels.review.lastRequested", { date: format.dateTime(channel.review.last_requested_at) })}
        </Text>
      )}
      {held && !channel.review.can_request && (
        <Alert color="yellow" variant="light">
          {t("channels.review.alreadyToday")}
        </Alert>
      )}
      {!held && (
        <Alert color="gray" variant="light">
          {t("channels.review.notHeld")}
        </Alert>
      )}
      <DialogActions error={error} onCancel={onDone}>
        <Button onClick={request} loading={review.isPending} disabled={!held || !channel.review.can_request}>
          {t("channels.review.submit")}
        </Button>
      </DialogActions>
    </Stack>
  );
}
