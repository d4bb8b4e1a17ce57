import { Button, Stack, Text, Textarea } from "@mantine/core";
import { adminChannelDenyCall, clientMessage, DENY_REASON_MAX, type TQueuedChannel } from "@studio/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { callApi } from "../../../lib/api-client";
import { useSettings } from "../../../stores/settings";
import { ChosenModal } from "../channel-modal";
import { DialogActions } from "../dialog-actions";
import { type QueuedChannelDialogProps, useStaffDecision } from "./staff-decision";

/** Staff deny a channel with a reason its owner will read (required, at most 500 characters). */
export function DenyChannelModal({ channel, onClose }: QueuedChannelDialogProps) {
  const { t } = useTranslation();
  return (
    <ChosenModal chosen={channel} onClose={onClose} title={t("adminChannels.deny.title")}>
      {(chosen) => <DenyForm channel={chosen} onDone={onClose} />}
    </ChosenModal>
  );
}

function DenyForm({ channel, onDone }: { channel: TQueuedChannel; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { busy, error, decide } = useStaffDecision(channel, onDone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setReasonError(clientMessage("allFieldsRequired", language));
      return;
    }
    await decide(
      "deny-channel",
      () => callApi(adminChannelDenyCall, { channel_id: channel.id, reason: text }),
      t("adminChannels.deny.done", { name: channel.name }),
    );
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
        <DialogActions error={error} onCancel={onDone}>
          <Button type="submit" color="red" loading={busy}>
            {t("adminChannels.deny.submit")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
