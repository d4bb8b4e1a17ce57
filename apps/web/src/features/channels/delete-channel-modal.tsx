import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Checkbox, PasswordInput, Stack, Text } from "@mantine/core";
import {
  CHANNEL_DELETE_CAUTIONS,
  type ChannelDeleteCaution,
  channelDeleteCall,
  type TChannel,
} from "@studio/contract";
import { Controller, type Path, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { DialogActions } from "../../components/dialog-actions";
import { type RequiredMessages, serverAlert, showServerError, useFieldErrors } from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { ChannelModal, type ChannelModalProps } from "./channel-modal";
import { useDeleteChannelMutation } from "./channel-mutations";
import { toggleCaution } from "./delete-channel-rules";

const CAUTION_TEXT: Record<ChannelDeleteCaution, string> = {
  data_removed: "channels.delete.cautionDataRemoved",
  earnings: "channels.delete.cautionEarnings",
  accrual_restarts: "channels.delete.cautionAccrualRestarts",
};

/** The contract's rule: every caution ticked and the password, 4-64 (docs/spec.md §5). */
const deleteChannelSchema = channelDeleteCall.input.omit({ channel_id: true });
type DeleteChannelForm = z.input<typeof deleteChannelSchema>;

const REQUIRED: RequiredMessages<DeleteChannelForm> = { password: "passwordRequired" };
const FIELD_OF_CODE: Partial<Record<number, Path<DeleteChannelForm>>> = {
  10004: "password",
  10006: "password",
};

/** Deletes a channel (query key delete=<channel id>): every caution ticked and the password. */
export function DeleteChannelModal({ channelId, onClose }: ChannelModalProps) {
  const { t } = useTranslation();
  return (
    <ChannelModal channelId={channelId} onClose={onClose} title={t("channels.delete.title")}>
      {(channel) => <DeleteChannelForm channel={channel} onDone={onClose} />}
    </ChannelModal>
  );
}

function DeleteChannelForm({ channel, onDone }: { channel: TChannel; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const remove = useDeleteChannelMutation();
  const { register, control, handleSubmit, formState, setError } = useForm<
    DeleteChannelForm,
    unknown,
    z.output<typeof deleteChannelSchema>
  >({ resolver: zodResolver(deleteChannelSchema), defaultValues: { password: "", cautions: [] } });
  const fieldError = useFieldErrors(formState.errors, REQUIRED);
  // The button waits for every caution, by the contract's own rule for them.
  const ready = deleteChannelSchema.shape.cautions.safeParse(useWatch({ control, name: "cautions" })).success;

  const submit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync({ channel_id: channel.id, ...values });
      showSnackbar("success", t("channels.delete.done", { name: channel.name }));
      onDone();
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("channels.delete.intro", { name: channel.name })}</Text>
        <Controller
          control={control}
          name="cautions"
          render={({ field }) => (
            <Stack gap="xs" role="group" aria-label={t("channels.delete.cautions")}>
              {CHANNEL_DELETE_CAUTIONS.map((caution) => (
                <Checkbox
                  key={caution}
                  label={t(CAUTION_TEXT[caution])}
                  checked={field.value.includes(caution)}
                  onChange={(e) =>
                    field.onChange(toggleCaution(field.value, caution, e.currentTarget.checked))
                  }
                />
              ))}
            </Stack>
          )}
        />
        <PasswordInput
          label={t("auth.fields.password")}
          description={t("channels.delete.passwordHint")}
          autoComplete="current-password"
          {...register("password")}
          error={fieldError("password")}
        />
        <DialogActions error={serverAlert(formState.errors)} onCancel={onDone}>
          <Button type="submit" color="red" loading={remove.isPending} disabled={!ready}>
            {t("channels.delete.submit")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
