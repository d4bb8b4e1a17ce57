import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { emailVerifyCall, VERIFICATION_CODE } from "@studio/contract";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { ApiError } from "../../lib/api-client";
import {
  type RequiredMessages,
  SERVER_ERROR,
  serverAlert,
  showServerError,
  useFieldErrors,
} from "../../lib/form-errors";
import { useLogout, useMe } from "../../lib/session";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { useEmailVerifyMutation, useSendEmailCodeMutation } from "./auth-mutations";
import { CodeField } from "./code-input";
import { useCountdown } from "./use-countdown";

const codeSchema = emailVerifyCall.input;
type CodeForm = z.input<typeof codeSchema>;
const REQUIRED: RequiredMessages<CodeForm> = { code: "codeRequired" };

/**
 * E-mail verification after sign-up (a public route, docs/spec.md §2): the code form for a signed-in
 * account that still needs it; signed out, where to log in; already verified, the way on.
 */
export function JoinEmailPage() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  if (isPending) return <Loader mx="auto" role="status" aria-label={t("common.loading")} />;
  if (!me)
    return (
      <JoinEmailNotice title={t("auth.joinEmail.signedOutTitle")} body={t("auth.joinEmail.signedOutBody")}>
        <Button component={Link} to="/login?fromUrl=%2Fjoin-email" fullWidth size="md">
          {t("auth.login.submit")}
        </Button>
        <Button component={Link} to="/join" variant="default" fullWidth size="md">
          {t("auth.join.submit")}
        </Button>
      </JoinEmailNotice>
    );
  if (!me.auth_required)
    return (
      <JoinEmailNotice title={t("auth.joinEmail.title")} body={t("auth.joinEmail.alreadyVerified")}>
        <Button component={Link} to="/dashboard" fullWidth size="md">
          {t("nav.dashboard")}
        </Button>
      </JoinEmailNotice>
    );
  return <VerifyCodeForm email={me.info.user_id} />;
}

function JoinEmailNotice(props: { title: string; body: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {props.title}
      </Title>
      <Text c="dimmed" size="sm">
        {props.body}
      </Text>
      {props.children}
    </Stack>
  );
}

function VerifyCodeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const navigate = useNavigate();
  const logout = useLogout();
  const verify = useEmailVerifyMutation();
  const sendCode = useSendEmailCodeMutation();
  const cooldown = useCountdown(VERIFICATION_CODE.resendCooldownSeconds);
  const { control, handleSubmit, formState, setError, clearErrors } = useForm<
    CodeForm,
    unknown,
    z.output<typeof codeSchema>
  >({ resolver: zodResolver(codeSchema), defaultValues: { code: "" } });
  const fieldError = useFieldErrors(formState.errors, REQUIRED);

  const submit = handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
      showSnackbar("success", t("auth.joinEmail.verified"));
      navigate("/dashboard", { replace: true });
    } catch (error) {
      showServerError(error, setError, language);
    }
  });

  const resend = async () => {
    clearErrors(SERVER_ERROR);
    try {
      const answer = await sendCode.mutateAsync();
      cooldown.start(answer.resend_in);
      showSnackbar("info", t("auth.joinEmail.resent"));
    } catch (error) {
      // Too soon: the server says how long to wait; the countdown shows it, and so does the message.
      if (error instanceof ApiError && error.params?.seconds) cooldown.start(Number(error.params.seconds));
      showServerError(error, setError, language);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t("auth.joinEmail.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("auth.joinEmail.sentTo", { email })}
          </Text>
        </div>
        <ServerErrorAlert message={serverAlert(formState.errors)} />
        <CodeField control={control} label={t("auth.fields.code")} error={fieldError("code")} />
        <Button type="submit" loading={verify.isPending} fullWidth size="md">
          {t("auth.joinEmail.verify")}
        </Button>
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={() => void resend()}
            loading={sendCode.isPending}
            disabled={cooldown.left > 0}
          >
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
