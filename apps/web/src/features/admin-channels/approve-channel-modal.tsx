import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { adminChannelApproveCall, type TQueuedChannel } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { useApiAction } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { withDimSpinner } from "../../stores/loading";
import { showSnackbar } from "../../stores/snackbar";
import { ServerErrorAlert } from "../auth/server-error-alert";
import { useRefreshAfterDecision } from "./use-refresh-after-decision";

/** Staff confirm an approval: the channel opens the studio to its owner. */
export function ApproveChannelModal({
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
      title={t("adminChannels.approve.title")}
      centered
    >
      {channel && <ApproveBody channel={channel} onDone={onClose} />}
    </Modal>
  );
}

function ApproveBody({ channel, onDone }: { channel: TQueuedChannel; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshAfterDecision();
  const { busy, error, run } = useApiAction();
  const approve = () =>
    run(async () => {
      await withDimSpinner("approve-channel", () =>
        callApi(adminChannelApproveCall, { channel_id: channel.id }),
      );
      await refresh(channel.id);
      showSnackbar("success", t("adminChannels.approve.done", { name: channel.name }));
      onDone();
    });
  return (
    <Stack gap="md">
      <Text size="sm">
        {t("adminChannels.approve.text", { name: channel.name, owner: channel.owner.name })}
      </Text>
      <ServerErrorAlert message={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t("common.cancel")}
        </Button>
        <Button color="teal" onClick={() => void approve()} loading={busy}>
          {t("adminChannels.approve.submit")}
        </Button>
      </Group>
    </Stack>
  );
}
