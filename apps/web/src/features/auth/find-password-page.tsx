import { Alert, Button, Stack, Stepper, Text, ThemeIcon, Title } from "@mantine/core";
import { clientMessage, E, VERIFICATION_CODE } from "@studio/contract";
import { IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { failureMessage } from "../../lib/api-action";
import { ApiError } from "../../lib/api-client";
import { useSettings } from "../../stores/settings";
import { sessionFlags } from "../../stores/storage";
import {
  useFindPasswordMutation,
  useFindPasswordUpdateMutation,
  useFindPasswordVerifyMutation,
} from "./auth-mutations";
import { CodeStep, EmailStep, PasswordStep } from "./find-password-steps";
import { useCountdown } from "./use-countdown";

type Step = "email" | "code" | "password" | "done";
const STEPS: Step[] = ["email", "code", "password", "done"];

const isExpired = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === E.VERIFICATION_EXPIRED || error.code === E.PASSWORD_CHANGE_EXPIRED);
const isUsedUp = (error: unknown) =>
  error instanceof ApiError && error.code === E.TOO_MANY_VERIFICATION_ATTEMPTS;

/**
 * When this browser last asked for a code to an address (session storage): within the resend
 * cooldown the server sends nothing new, so the page says the earlier code stands instead of
 * claiming a new one was sent (docs/decisions/101).
 */
const SENT_KEY = "findPasswordSentAt";
function secondsSinceSent(email: string, now: number): number | null {
  try {
    const sent = JSON.parse(sessionFlags.get(SENT_KEY) ?? "null") as { email?: string; at?: number } | null;
    return sent?.email === email && typeof sent.at === "number" ? Math.floor((now - sent.at) / 1000) : null;
  } catch {
    return null;
  }
}

/** Forgotten password: e-mail -> code -> new password -> done (docs/spec.md §4). */
export function FindPasswordPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [token, setToken] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The code was entered wrongly too often: it no longer works, only a new one does.
  const [codeUsedUp, setCodeUsedUp] = useState(false);
  const cooldown = useCountdown();
  const sendCode = useFindPasswordMutation();
  const verifyCode = useFindPasswordVerifyMutation();
  const savePassword = useFindPasswordUpdateMutation();

  /** An expired code or token restarts the flow (docs/spec.md §4); anything else shows in the alert. */
  const attempt = async (work: () => Promise<void>) => {
    setAlert(null);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      if (isExpired(error)) {
        setStep("email");
        setAlert(clientMessage("verificationTimePassed", language));
      } else if (isUsedUp(error)) {
        setCodeUsedUp(true);
        setAlert(t("auth.findPassword.codeUsedUp"));
      } else {
        setAlert(failureMessage(error, language));
      }
    }
  };

  const send = (address: string) =>
    attempt(async () => {
      const cooldownSeconds = VERIFICATION_CODE.resendCooldownSeconds;
      const since = secondsSinceSent(address, Date.now());
      if (since !== null && since < cooldownSeconds) {
        // Nothing new would be sent yet: the code already on its way stands.
        setEmail(address);
        cooldown.start(cooldownSeconds - since);
        setNotice(t("auth.findPassword.codeAlreadySent", { email: address }));
        setStep("code");
        return;
      }
      await sendCode.mutateAsync({ email: address });
      sessionFlags.set(SENT_KEY, JSON.stringify({ email: address, at: Date.now() }));
      setEmail(address);
      setCodeUsedUp(false);
      cooldown.start(cooldownSeconds);
      setStep("code");
    });

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
      <ServerErrorAlert message={alert} />
      {notice && (
        <Alert color="blue" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {step === "email" && <EmailStep busy={sendCode.isPending} onSubmit={({ email }) => send(email)} />}
      {step === "code" && (
        <CodeStep
          email={email}
          busy={verifyCode.isPending}
          usedUp={codeUsedUp}
          resend={{
            label: cooldown.left > 0 ? t("auth.resendIn", { seconds: cooldown.left }) : t("auth.resend"),
            disabled: cooldown.left > 0 || sendCode.isPending,
            onClick: () => void send(email),
          }}
          onSubmit={({ code }) =>
            attempt(async () => {
              const answer = await verifyCode.mutateAsync({ email, code });
              setToken(answer.token);
              setStep("password");
            })
          }
        />
      )}
      {step === "password" && (
        <PasswordStep
          busy={savePassword.isPending}
          onSubmit={({ password }) =>
            attempt(async () => {
              await savePassword.mutateAsync({ token, password });
              setStep("done");
            })
          }
        />
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
