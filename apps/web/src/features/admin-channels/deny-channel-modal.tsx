import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { adminChannelDenyCall, clientMessage, DENY_REASON_MAX, type TQueuedChannel } from "@studio/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiAction } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { withDimSpinner } from "../../stores/loading";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { ServerErrorAlert } from "../auth/server-error-alert";
import { useRefreshAfterDecision } from "./use-refresh-after-decision";

/** Staff deny a channel with a reason its owner will read (required, at most 500 characters). */
export function DenyChannelModal({
  channel,
  onClose,
}: {
  channel: TQueuedChannel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("common.close") }}
      opened={channel !== null}
      onClose={onClose}
      title={t("adminChannels.deny.title")}
      centered
    >
      {channel && <DenyForm channel={channel} onDone={onClose} />}
    </Modal>
  );
}

function DenyForm({ channel, onDone }: { channel: TQueuedChannel; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const refresh = useRefreshAfterDecision();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { busy, error, run } = useApiAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setReasonError(clientMessage("allFieldsRequired", language));
      return;
    }
    await run(async () => {
      await withDimSpinner("deny-channel", () =>
        callApi(adminChannelDenyCall, { channel_id: channel.id, reason: text }),
      );
      await refresh(channel.id);
      showSnackbar("success", t("adminChannels.deny.done", { name: channel.name }));
      onDone();
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("adminChannels.deny.text", { name: channel.name })}</Text>
        <Textarea
          label={t("adminChannels.deny.reason")}
          description={t("adminChannels.deny.reasonHint")}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(null);
          }}
          maxLength={DENY_REASON_MAX}
          autosize
          minRows={3}
          maxRows={8}
          error={reasonError}
          required
          data-autofocus
        />
        <Text size="xs" c="dimmed" ta="right">
          {t("adminChannels.deny.counter", { used: reason.length, max: DENY_REASON_MAX })}
        </Text>
        <ServerErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {t("adminChannels.deny.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
