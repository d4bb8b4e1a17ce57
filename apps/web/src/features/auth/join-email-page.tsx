import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { emailVerifyCall, sendEmailCodeCall, VERIFICATION_CODE } from "@studio/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { useApiAction } from "../../lib/api-action";
import { ApiError, callApi } from "../../lib/api-client";
import { meQueryKey, useLogout, useMe } from "../../lib/session";
import { showSnackbar } from "../../stores/snackbar";
import { CodeInput } from "./code-input";
import { useCountdown } from "./use-countdown";

/** E-mail verification after sign-up: enter the code, resend it, or log out. */
export function JoinEmailPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [code, setCode] = useState("");
  const { busy, error, run, fail } = useApiAction();
  const cooldown = useCountdown(VERIFICATION_CODE.resendCooldownSeconds);

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (code.length !== VERIFICATION_CODE.length) return fail("codeFormat");
    await run(async () => {
      await callApi(emailVerifyCall, { code });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      showSnackbar("success", t("auth.joinEmail.verified"));
      navigate("/dashboard", { replace: true });
    });
  };

  const resend = () =>
    run(
      async () => {
        const answer = await callApi(sendEmailCodeCall, {});
        cooldown.start(answer.resend_in);
        showSnackbar("info", t("auth.joinEmail.resent"));
      },
      (e) => {
        // Too soon: the server says how long to wait; the countdown shows it, and so does the message.
        if (e instanceof ApiError && e.params?.seconds) cooldown.start(Number(e.params.seconds));
        return false;
      },
    );

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
