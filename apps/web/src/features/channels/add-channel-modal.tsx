import { Button, Modal, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { CHANNEL_CATEGORIES, channelAddCall } from "@studio/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { useApiAction } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { useIssueText } from "../../lib/form-errors";
import { withDimSpinner } from "../../stores/loading";
import { showSnackbar } from "../../stores/snackbar";
import { type AddChannelIssues, addChannelIssues, isAddChannelReady } from "./add-channel-rules";
import { channelKeys } from "./channel-queries";
import { categoryKey } from "./channel-status";

/** Registers a channel (link + category), then hands over to the ownership verification dialog. */
export function AddChannelModal({
  opened,
  onClose,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  onAdded: (channelId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("common.close") }}
      opened={opened}
      onClose={onClose}
      title={t("channels.addModal.title")}
      centered
      size="md"
    >
      {opened && <AddChannelForm onAdded={onAdded} />}
    </Modal>
  );
}

function AddChannelForm({ onAdded }: { onAdded: (channelId: number) => void }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const queryClient = useQueryClient();
  const [link, setLink] = useState("");
  const [category, setCategory] = useState<string | null>(null);
  const [issues, setIssues] = useState<AddChannelIssues>({});
  const { busy, error, run } = useApiAction();
  const categories = useMemo(
    () => [
      { value: "", label: t("channels.addModal.categoryPlaceholder"), disabled: true },
      ...CHANNEL_CATEGORIES.map((value) => ({ value, label: t(categoryKey(value)) })),
    ],
    [t],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = addChannelIssues(link, category);
    setIssues(found);
    if (!isAddChannelReady(link, category)) return;
    await run(async () => {
      const channel = await withDimSpinner("add-channel", () =>
        callApi(channelAddCall, { link: link.trim(), category }),
      );
      queryClient.setQueryData(channelKeys.detail(channel.id), channel);
      await queryClient.invalidateQueries({ queryKey: channelKeys.lists() });
      showSnackbar("success", t("channels.addModal.added", { name: channel.name }));
      onAdded(channel.id);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("channels.addModal.intro")}
        </Text>
        <ServerErrorAlert message={error} />
        <TextInput
          label={t("channels.addModal.link")}
          description={t("channels.addModal.linkHint")}
          placeholder="https://www.youtube.com/@yourchannel"
          value={link}
          onChange={(e) => {
            setLink(e.currentTarget.value);
            if (issues.link) setIssues((s) => ({ ...s, link: undefined }));
          }}
          error={issueText(issues.link)}
          autoComplete="url"
          inputMode="url"
          data-autofocus
          required
        />
        <NativeSelect
          label={t("channels.addModal.category")}
          data={categories}
          value={category ?? ""}
          onChange={(e) => {
            setCategory(e.currentTarget.value || null);
            if (issues.category) setIssues((s) => ({ ...s, category: undefined }));
          }}
          error={issueText(issues.category)}
          required
        />
        <Button type="submit" loading={busy} fullWidth>
          {t("channels.addModal.submit")}
        </Button>
      </Stack>
    </form>
  );
}
