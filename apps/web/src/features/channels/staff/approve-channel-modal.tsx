import { Button, Stack, Text } from "@mantine/core";
import type { TQueuedChannel } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { ChosenModal } from "../../../components/chosen-modal";
import { DialogActions } from "../../../components/dialog-actions";
import { useFailureMessage } from "../../../lib/api-action";
import { showSnackbar } from "../../../stores/snackbar";
import { useApproveChannelMutation } from "./admin-channel-mutations";
import type { QueuedChannelDialogProps } from "./staff-decision";

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
  const approve = useApproveChannelMutation();
  const error = useFailureMessage(approve.error);
  const submit = () =>
    approve.mutate(
      { channel_id: channel.id },
      {
        onSuccess: () => {
          showSnackbar("success", t("adminChannels.approve.done", { name: channel.name }));
          onDone();
        },
      },
    );
  return (
    <Stack gap="md">
      <Text size="sm">
        {t("adminChannels.approve.text", { name: channel.name, owner: channel.owner.name })}
      </Text>
      <DialogActions error={error} onCancel={onDone}>
        <Button color="teal" onClick={submit} loading={approve.isPending}>
          {t("adminChannels.approve.submit")}
        </Button>
      </DialogActions>
    </Stack>
  );
}
