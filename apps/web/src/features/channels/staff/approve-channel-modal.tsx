import { Button, Stack, Text } from "@mantine/core";
import { adminChannelApproveCall, type TQueuedChannel } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { callApi } from "../../../lib/api-client";
import { ChosenModal } from "../channel-modal";
import { DialogActions } from "../dialog-actions";
import { type QueuedChannelDialogProps, useStaffDecision } from "./staff-decision";

/** Staff confirm an approval: the channel opens the studio to its owner. */
export function ApproveChannelModal({ channel, onClose }: QueuedChannelDialogProps) {
  const { t } = useTranslation();
  return (
    <ChosenModal chosen={channel} onClose={onClose} title={t("adminChannels.approve.title")}>
      {(chosen) => <ApproveBody channel={chosen} onDone={onClose} />}
    </ChosenModal>
  );
}

function ApproveBody({ channel, onDone }: { channel: TQueuedChannel; onDone: () => void }) {
  const { t } = useTranslation();
  const { busy, error, decide } = useStaffDecision(channel, onDone);
  const approve = () =>
    decide(
      "approve-channel",
      () => callApi(adminChannelApproveCall, { channel_id: channel.id }),
      t("adminChannels.approve.done", { name: channel.name }),
    );
  return (
    <Stack gap="md">
      <Text size="sm">
        {t("adminChannels.approve.text", { name: channel.name, owner: channel.owner.name })}
      </Text>
      <DialogActions error={error} onCancel={onDone}>
        <Button color="teal" onClick={() => void approve()} loading={busy}>
          {t("adminChannels.approve.submit")}
        </Button>
      </DialogActions>
    </Stack>
  );
}
