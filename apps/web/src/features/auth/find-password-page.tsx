import { Button, Stack, Stepper, Text, ThemeIcon, Title } from "@mantine/core";
import { clientMessage, E, VERIFICATION_CODE } from "@studio/contract";
import { IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { failureMessage } from "../../lib/api-action";
import { ApiError } from "../../lib/api-client";
import { useSettings } from "../../stores/settings";
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

/** Forgotten password: e-mail -> code -> new password -> done (docs/spec.md §4). */
export function FindPasswordPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [token, setToken] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const cooldown = useCountdown();
  const sendCode = useFindPasswordMutation();
  const verifyCode = useFindPasswordVerifyMutation();
  const savePassword = useFindPasswordUpdateMutation();

  /** An expired code or token restarts the flow (docs/spec.md §4); anything else shows in the alert. */
  const attempt = async (work: () => Promise<void>) => {
    setAlert(null);
    try {
      await work();
    } catch (error) {
      if (isExpired(error)) {
        setStep("email");
        setAlert(clientMessage("verificationTimePassed", language));
      } else {
        setAlert(failureMessage(error, language));
      }
    }
  };

  const send = (address: string) =>
    attempt(async () => {
      await sendCode.mutateAsync({ email: address });
      setEmail(address);
      cooldown.start(VERIFICATION_CODE.resendCooldownSeconds);
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
      {step === "email" && <EmailStep busy={sendCode.isPending} onSubmit={({ email }) => send(email)} />}
      {step === "code" && (
        <CodeStep
          email={email}
          busy={verifyCode.isPending}
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
