import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { clientMessage } from "@studio/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { ApiError } from "../../lib/api-client";
import { SERVER_ERROR, serverAlert, showServerError } from "../../lib/server-errors";
import { useSettings } from "../../stores/settings";
import { loginInput } from "./login-input";
import { useLoginMutation } from "./login-mutation";
import { safeFromUrl } from "./safe-redirect";

type LoginForm = { id: string; password: string };

export function LoginPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLoginMutation();
  // Too many wrong passwords: the wait shows in the alert, and the way out beside it.
  const [blocked, setBlocked] = useState(false);
  // The contract's rule (both trimmed and required, docs/spec.md §5) without zod (decision 106).
  const { register, handleSubmit, formState, setError } = useForm<LoginForm>({
    defaultValues: { id: "", password: "" },
  });

  const submit = handleSubmit(async (values) => {
    const input = loginInput(values);
    if (!input) {
      // The login screen words a missing id or password in one sentence above the form.
      setError(SERVER_ERROR, { message: clientMessage("loginRequired", language) });
      return;
    }
    setBlocked(false);
    try {
      await login.mutateAsync(input);
      navigate(safeFromUrl(params.get("fromUrl")), { replace: true });
    } catch (error) {
      setBlocked(error instanceof ApiError && error.status === 429);
      showServerError(error, setError, language);
    }
  });

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
        <ServerErrorAlert message={serverAlert(formState.errors)} />
        {blocked && (
          <Text size="sm">
            {t("auth.login.blockedHelp")}{" "}
            <Anchor component={Link} to="/find-password">
              {t("auth.login.resetNow")}
            </Anchor>
          </Text>
        )}
        <TextInput
          label={t("auth.fields.email")}
          type="email"
          autoComplete="username"
          required
          {...register("id")}
        />
        <PasswordInput
          label={t("auth.fields.password")}
          autoComplete="current-password"
          required
          {...register("password")}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/find-password" size="sm">
            {t("auth.login.forgot")}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth size="md">
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
