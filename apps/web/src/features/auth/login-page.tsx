import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { clientMessage, type TSecondFactorStep } from "@studio/contract";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { failureMessage } from "../../lib/api-action";
import { ApiError } from "../../lib/api-client";
import { useSettings } from "../../stores/settings";
import { loginInput } from "./login-input";
import { safeFromUrl } from "./safe-redirect";
import { useLogin } from "./use-login";

/** Too many wrong passwords for the account: a code from its authenticator app still lets it in. */
const ACCOUNT_THROTTLED = 10033;

/**
 * Sign-in, the first screen of many visits: two fields read from the form when it is sent, and every
 * message in one alert above them (docs/spec.md §5), so the page needs no form library, no zod and
 * no error catalogue (docs/decisions/106, 107).
 */
export function LoginPage({
  secondStepStrings,
}: {
  /** Loads the second step's strings (the security part); app/ passes it in (docs/decisions/142). */
  secondStepStrings?: () => Promise<unknown>;
} = {}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { login, pending } = useLogin();
  // The second step, and the code field of a throttled account, load only when a login asks for
  // them (docs/decisions/142), with their strings: the login page's first load stays within its
  // budget (docs/decisions/107).
  const [TwoStep] = useState(() =>
    lazy(() =>
      Promise.all([import("./second-step"), secondStepStrings?.()]).then(([m]) => ({ default: m.TwoStep })),
    ),
  );
  const [alert, setAlert] = useState<string | null>(null);
  // Too many wrong passwords: the wait shows in the alert, and the way out beside it.
  const [blocked, setBlocked] = useState(false);
  // An account throttled for wrong passwords (10033): the form asks for an authenticator code too.
  const [withCode, setWithCode] = useState(false);
  // The second step, when the account has a second factor, and the e-mail it is for (which stays in
  // its field when the step sends the person back to the password).
  const [second, setSecond] = useState<{ email: string; step?: TSecondFactorStep }>({ email: "" });
  const goOn = () => navigate(safeFromUrl(params.get("fromUrl")), { replace: true });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const input = loginInput({
      id: String(form.get("id") ?? ""),
      password: String(form.get("password") ?? ""),
    });
    const code = String(form.get("code") ?? "").trim();
    if (!input) {
      // The login screen words a missing id or password in one sentence above the form.
      setAlert(clientMessage("loginRequired", language));
      return;
    }
    setAlert(null);
    setBlocked(false);
    try {
      const outcome = await login(code ? { ...input, code } : input);
      if (outcome.signedIn) goOn();
      else setSecond({ email: input.id, step: outcome.step });
    } catch (error) {
      setBlocked(error instanceof ApiError && error.status === 429);
      // The account's own throttle names its wait and the way in with a code in its message.
      const throttled = error instanceof ApiError && error.code === ACCOUNT_THROTTLED;
      if (throttled) setWithCode(true);
      setAlert(throttled ? error.message : failureMessage(error, language));
    }
  };

  if (second.step) {
    return (
      <Suspense fallback={null}>
        <TwoStep
          email={second.email}
          step={second.step}
          onSignedIn={goOn}
          onRestart={(message) => {
            setSecond({ email: second.email });
            setAlert(message);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t("auth.login.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("auth.login.subtitle")}
          </Text>
        </div>
        <ServerErrorAlert message={alert} />
        {blocked && (
          <Text size="sm">
            {t("auth.login.blockedHelp")}{" "}
            <Anchor component={Link} to="/find-password">
              {t("auth.login.resetNow")}
            </Anchor>
          </Text>
        )}
        <TextInput
          name="id"
          label={t("auth.fields.email")}
          type="email"
          autoComplete="username"
          defaultValue={second.email}
          required
        />
        <PasswordInput
          name="password"
          label={t("auth.fields.password")}
          autoComplete="current-password"
          required
        />
        {withCode && (
          <Suspense fallback={null}>
            <TwoStep />
          </Suspense>
        )}
        <Group justify="flex-end">
          <Anchor component={Link} to="/find-password" size="sm">
            {t("auth.login.forgot")}
          </Anchor>
        </Group>
        <Button type="submit" loading={pending} fullWidth size="md">
          {t("auth.login.submit")}
        </Button>
        <Text size="sm" ta="center">
          {t("auth.login.noAccount")}{" "}
          <Anchor component={Link} to="/join">
            {t("auth.join.submit")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
