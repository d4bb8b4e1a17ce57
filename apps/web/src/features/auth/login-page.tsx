import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { clientMessage } from "@studio/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { failureMessage } from "../../lib/api-action";
import { ApiError } from "../../lib/api-client";
import { useSettings } from "../../stores/settings";
import { loginInput } from "./login-input";
import { safeFromUrl } from "./safe-redirect";
import { useLogin } from "./use-login";

/**
 * Sign-in, the first screen of many visits: two fields read from the form when it is sent, and every
 * message in one alert above them (docs/spec.md §5), so the page needs no form library, no zod and
 * no error catalogue (docs/decisions/106, 107).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { login, pending } = useLogin();
  const [alert, setAlert] = useState<string | null>(null);
  // Too many wrong passwords: the wait shows in the alert, and the way out beside it.
  const [blocked, setBlocked] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const input = loginInput({
      id: String(form.get("id") ?? ""),
      password: String(form.get("password") ?? ""),
    });
    if (!input) {
      // The login screen words a missing id or password in one sentence above the form.
      setAlert(clientMessage("loginRequired", language));
      return;
    }
    setAlert(null);
    setBlocked(false);
    try {
      await login(input);
      navigate(safeFromUrl(params.get("fromUrl")), { replace: true });
    } catch (error) {
      setBlocked(error instanceof ApiError && error.status === 429);
      setAlert(failureMessage(error, language));
    }
  };

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
        <TextInput name="id" label={t("auth.fields.email")} type="email" autoComplete="username" required />
        <PasswordInput
          name="password"
          label={t("auth.fields.password")}
          autoComplete="current-password"
          required
        />
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
