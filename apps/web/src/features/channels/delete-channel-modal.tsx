import { Button, Checkbox, PasswordInput, Stack, Text } from "@mantine/core";
import {
  CHANNEL_DELETE_CAUTIONS,
  type ChannelDeleteCaution,
  channelDeleteCall,
  clientMessage,
  PASSWORD_SPEC,
  type TChannel,
} from "@studio/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiAction } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { withDimSpinner } from "../../stores/loading";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { ChannelModal, type ChannelModalProps } from "./channel-modal";
import { channelKeys } from "./channel-queries";
import { allCautionsTicked, isPasswordLengthValid, toggleCaution } from "./delete-channel-rules";
import { DialogActions } from "./dialog-actions";

const CAUTION_TEXT: Record<ChannelDeleteCaution, string> = {
  data_removed: "channels.delete.cautionDataRemoved",
  earnings_forfeited: "channels.delete.cautionEarningsForfeited",
  accrual_restarts: "channels.delete.cautionAccrualRestarts",
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
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState<ChannelDeleteCaution[]>([]);
  const [password, setPassword] = useState("");
  const { busy, error, run, setError } = useApiAction();
  const ready = allCautionsTicked(ticked);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (!isPasswordLengthValid(password)) {
      setError(clientMessage("passwordLength", language, { min: PASSWORD_SPEC.min, max: PASSWORD_SPEC.max }));
      return;
    }
    await run(async () => {
      await withDimSpinner("delete-channel", () =>
        callApi(channelDeleteCall, { channel_id: channel.id, password, cautions: ticked }),
      );
      queryClient.removeQueries({ queryKey: channelKeys.detail(channel.id) });
      await queryClient.invalidateQueries({ queryKey: channelKeys.lists() });
      showSnackbar("success", t("channels.delete.done", { name: channel.name }));
      onDone();
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("channels.delete.intro", { name: channel.name })}</Text>
        <Stack gap="xs" role="group" aria-label={t("channels.delete.cautions")}>
          {CHANNEL_DELETE_CAUTIONS.map((caution) => (
            <Checkbox
              key={caution}
              label={t(CAUTION_TEXT[caution])}
              checked={ticked.includes(caution)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setTicked((s) => toggleCaution(s, caution, on));
              }}
            />
          ))}
        </Stack>
        <PasswordInput
          label={t("auth.fields.password")}
          description={t("channels.delete.passwordHint")}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          maxLength={PASSWORD_SPEC.max}
        />
        <DialogActions error={error} onCancel={onDone}>
          <Button type="submit" color="red" loading={busy} disabled={!ready}>
            {t("channels.delete.submit")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
