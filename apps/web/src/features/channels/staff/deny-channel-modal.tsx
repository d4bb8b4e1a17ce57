import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Stack, Text, Textarea } from "@mantine/core";
import { adminChannelDenyCall, DENY_REASON_MAX, type TQueuedChannel } from "@studio/contract";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ChosenModal } from "../../../components/chosen-modal";
import { DialogActions } from "../../../components/dialog-actions";
import { serverAlert, showServerError, useFieldErrors } from "../../../lib/form-errors";
import { useSettings } from "../../../stores/settings";
import { showSnackbar } from "../../../stores/snackbar";
import { useDenyChannelMutation } from "./admin-channel-mutations";
import type { QueuedChannelDialogProps } from "./staff-decision";

/** The contract's reason: required, trimmed, at most DENY_REASON_MAX characters. */
const denySchema = adminChannelDenyCall.input.pick({ reason: true });
type DenyForm = z.input<typeof denySchema>;

/** Staff deny a channel with a reason its owner will read. */
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
  const deny = useDenyChannelMutation();
  const { register, control, handleSubmit, formState, setError } = useForm<
    DenyForm,
    unknown,
    z.output<typeof denySchema>
  >({ resolver: zodResolver(denySchema), defaultValues: { reason: "" } });
  const fieldError = useFieldErrors(formState.errors);
  const reason = useWatch({ control, name: "reason" }) ?? "";

  const submit = handleSubmit(async (values) => {
    try {
      await deny.mutateAsync({ channel_id: channel.id, ...values });
      showSnackbar("success", t("adminChannels.deny.done", { name: channel.name }));
      onDone();
    } catch (error) {
      showServerError(error, setError, language);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("adminChannels.deny.text", { name: channel.name })}</Text>
        <Textarea
          label={t("adminChannels.deny.reason")}
          description={t("adminChannels.deny.reasonHint")}
          {...register("reason")}
          // Stops typing at the contract's bound rather than refusing a long text afterwards.
          maxLength={DENY_REASON_MAX}
          autosize
          minRows={3}
          maxRows={8}
          error={fieldError("reason")}
          required
          data-autofocus
        />
        <Text size="xs" c="dimmed" ta="right">
          {t("adminChannels.deny.counter", { used: reason.length, max: DENY_REASON_MAX })}
        </Text>
        <DialogActions error={serverAlert(formState.errors)} onCancel={onDone}>
          <Button type="submit" color="red" loading={deny.isPending}>
            {t("adminChannels.deny.submit")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
