import { Button, PasswordInput, Stack, Stepper, Text, TextInput, ThemeIcon, Title } from "@mantine/core";
import {
  E,
  emailField,
  findPasswordCall,
  findPasswordUpdateCall,
  findPasswordVerifyCall,
  VERIFICATION_CODE,
} from "@studio/contract";
import { IconCheck } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { useApiAction } from "../../lib/api-action";
import { ApiError, callApi } from "../../lib/api-client";
import { issueText } from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import { CodeInput } from "./code-input";
import { useCountdown } from "./use-countdown";

type Step = "email" | "code" | "password" | "done";
const STEPS: Step[] = ["email", "code", "password", "done"];

/** Forgotten password: e-mail -> code -> new password -> done (docs/spec.md §4). */
export function FindPasswordPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [token, setToken] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const action = useApiAction();
  const { busy, error, fail } = action;
  const cooldown = useCountdown();

  /** An expired code or token restarts the flow. */
  const restartWhenExpired = (e: unknown) => {
    if (
      !(e instanceof ApiError) ||
      (e.code !== E.VERIFICATION_EXPIRED && e.code !== E.PASSWORD_CHANGE_EXPIRED)
    ) {
      return false;
    }
    setStep("email");
    setCode("");
    fail("verificationTimePassed");
    return true;
  };
  const run = (work: () => Promise<void>) => action.run(work, restartWhenExpired);

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      action.setError(issueText(parsed.error.issues[0]?.message, language) ?? null);
      return;
    }
    return run(async () => {
      await callApi(findPasswordCall, { email: parsed.data });
      cooldown.start(VERIFICATION_CODE.resendCooldownSeconds);
      setStep("code");
    });
  };

  const verifyCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== VERIFICATION_CODE.length) return fail("codeFormat");
    return run(async () => {
      const answer = await callApi(findPasswordVerifyCall, { email, code });
      setToken(answer.token);
      setStep("password");
    });
  };

  const savePassword = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirm) return fail("allFieldsRequired");
    if (password !== confirm) return fail("passwordMismatch");
    return run(async () => {
      await callApi(findPasswordUpdateCall, { token, password });
      setStep("done");
    });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t("auth.findPassword.title")}
      </Title>
      <Stepper active={STEPS.indexOf(step)} size="xs" allowNextStepsSelect={false}>
        <Stepper.Step label={t("auth.findPassword.stepEmail")} />
        <Stepper.Step label={t("auth.findPassword.stepCode")} />
        <Stepper.Step label={t("auth.findPassword.stepPassword")} />
      </Stepper>
      <ServerErrorAlert message={error} />
      {step === "email" && (
        <form onSubmit={sendCode} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("auth.findPassword.emailHelp")}
            </Text>
            <TextInput
              label={t("auth.fields.email")}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              required
            />
            <Button type="submit" loading={busy} fullWidth>
              {t("auth.findPassword.sendCode")}
            </Button>
          </Stack>
        </form>
      )}
      {step === "code" && (
        <form onSubmit={verifyCode} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("auth.findPassword.codeHelp", { email })}
            </Text>
            <CodeInput label={t("auth.fields.code")} value={code} onChange={setCode} />
            <Button type="submit" loading={busy} fullWidth>
              {t("auth.findPassword.verifyCode")}
            </Button>
            <Button variant="subtle" onClick={() => sendCode()} disabled={cooldown.left > 0 || busy}>
              {cooldown.left > 0 ? t("auth.resendIn", { seconds: cooldown.left }) : t("auth.resend")}
            </Button>
          </Stack>
        </form>
      )}
      {step === "password" && (
        <form onSubmit={savePassword} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t("auth.fields.newPassword")}
              description={t("auth.fields.passwordHint")}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              required
            />
            <PasswordInput
              label={t("auth.fields.confirmPassword")}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              required
            />
            <Button type="submit" loading={busy} fullWidth>
              {t("auth.findPassword.save")}
            </Button>
          </Stack>
        </form>
      )}
      {step === "done" && (
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="teal">
            <IconCheck size={32} />
          </ThemeIcon>
          <Text fw={700}>{t("auth.findPassword.doneTitle")}</Text>
          <Text size="sm" c="dimmed">
            {t("auth.findPassword.doneText")}
          </Text>
          <Button component={Link} to="/login" fullWidth>
            {t("auth.login.submit")}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
