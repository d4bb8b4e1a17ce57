import { Button, Group, Stack, Text, Title } from "@mantine/core";
import {
  clientMessage,
  emailVerifyCall,
  logoutCall,
  sendEmailCodeCall,
  VERIFICATION_CODE,
} from "@studio/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError, callApi } from "../../lib/api-client";
import { meQueryKey, useLogout, useMe } from "../../lib/session";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { CodeInput } from "./code-input";
import { ServerErrorAlert } from "./server-error-alert";
import { useCountdown } from "./use-countdown";

/** E-mail verification after sign-up: enter the code, resend it, or log out. */
export function JoinEmailPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const { data: me } = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCountdown(VERIFICATION_CODE.resendCooldownSeconds);

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (code.length !== VERIFICATION_CODE.length) {
      setError(clientMessage("codeFormat", language));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await callApi(emailVerifyCall, { code });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      showSnackbar("success", t("auth.joinEmail.verified"));
      navigate("/dashboard", { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : clientMessage("genericError", language));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      const answer = await callApi(sendEmailCodeCall, {});
      cooldown.start(answer.resend_in);
      showSnackbar("info", t("auth.joinEmail.resent"));
    } catch (e) {
      if (e instanceof ApiError && e.params?.seconds) cooldown.start(Number(e.params.seconds));
      setError(e instanceof ApiError ? e.message : clientMessage("genericError", language));
    }
  };

  return (
    <form onSubmit={verify} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t("auth.joinEmail.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("auth.joinEmail.sentTo", { email: me?.info.user_id ?? "" })}
          </Text>
        </div>
        <ServerErrorAlert message={error} />
        <CodeInput label={t("auth.fields.code")} value={code} onChange={setCode} />
        <Button type="submit" loading={busy} fullWidth size="md">
          {t("auth.joinEmail.verify")}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={resend} disabled={cooldown.left > 0}>
            {cooldown.left > 0 ? t("auth.resendIn", { seconds: cooldown.left }) : t("auth.resend")}
          </Button>
          <Button variant="subtle" color="gray" onClick={logout}>
            {t("auth.logout")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
