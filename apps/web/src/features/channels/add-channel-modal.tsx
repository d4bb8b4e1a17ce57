import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Modal, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { CHANNEL_CATEGORIES, channelAddCall } from "@studio/contract";
import { useMemo } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { type RequiredMessages, serverAlert, showServerError, useFieldErrors } from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { useAddChannelMutation } from "./channel-mutations";
import { categoryKey, statusLabelKey } from "./channel-status";

/** The contract's rule: a channel address (30001) and a category, both required (docs/spec.md §5). */
const addChannelSchema = channelAddCall.input;
type AddChannelForm = z.input<typeof addChannelSchema>;

const REQUIRED: RequiredMessages<AddChannelForm> = {
  link: "channelLinkRequired",
  category: "channelCategoryRequired",
};
// Both say the link is wrong: the person fixes it there (30002 is a temporary failure, in the alert).
const FIELD_OF_CODE: Partial<Record<number, Path<AddChannelForm>>> = { 30001: "link", 30011: "link" };

/**
 * Registers a channel (link + category), then hands over to the ownership verification dialog when
 * the channel still needs its proof (`verify`); a channel the account had registered already is
 * named with its status, and the dialog closes (`verify` false) when there is nothing to prove.
 */
export function AddChannelModal({
  opened,
  onClose,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  onAdded: (channelId: number, verify: boolean) => void;
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

function AddChannelForm({ onAdded }: { onAdded: (channelId: number, verify: boolean) => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const add = useAddChannelMutation();
  const { register, control, handleSubmit, formState, setError } = useForm<
    AddChannelForm,
    unknown,
    z.output<typeof addChannelSchema>
  >({ resolver: zodResolver(addChannelSchema), defaultValues: { link: "" } });
  const fieldError = useFieldErrors(formState.errors, REQUIRED);
  const categories = useMemo(
    () => [
      { value: "", label: t("channels.addModal.categoryPlaceholder"), disabled: true },
      ...CHANNEL_CATEGORIES.map((value) => ({ value, label: t(categoryKey(value)) })),
    ],
    [t],
  );

  const submit = handleSubmit(async (values) => {
    try {
      const channel = await add.mutateAsync(values);
      const name = channel.name;
      if (!channel.already_registered) {
        showSnackbar("success", t("channels.addModal.added", { name }));
        onAdded(channel.id, true);
      } else if (channel.status === "need.approved") {
        showSnackbar("info", t("channels.addModal.alreadyNeedsProof", { name }));
        onAdded(channel.id, true);
      } else {
        const status = t(statusLabelKey(channel.status));
        showSnackbar("info", t("channels.addModal.alreadyRegistered", { name, status }));
        onAdded(channel.id, false);
      }
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("channels.addModal.intro")}
        </Text>
        <ServerErrorAlert message={serverAlert(formState.errors)} />
        <TextInput
          label={t("channels.addModal.link")}
          description={t("channels.addModal.linkHint")}
          placeholder="https://www.youtube.com/@yourchannel"
          {...register("link")}
          error={fieldError("link")}
          autoComplete="url"
          inputMode="url"
          data-autofocus
          required
        />
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <NativeSelect
              label={t("channels.addModal.category")}
              data={categories}
              // Nothing is chosen until the person picks: the placeholder shows, not the first category.
              value={field.value ?? ""}
              onChange={(e) => field.onChange(e.currentTarget.value || undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError("category")}
              required
            />
          )}
        />
        <Button type="submit" loading={add.isPending} fullWidth>
          {t("channels.addModal.submit")}
        </Button>
      </Stack>
    </form>
  );
}
