import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { loginCall } from "@studio/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { useApiAction } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { useSignIn } from "../../lib/session";
import { safeFromUrl } from "./safe-redirect";

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [id, setId] = useState("");
  const [password, setPassword] = useState("");
  const { busy, error, run, fail } = useApiAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = id.trim();
    if (!trimmed || !password) return fail("loginRequired");
    await run(async () => {
      const { token } = await callApi(loginCall, { id: trimmed, password });
      await signIn(token);
      navigate(safeFromUrl(params.get("fromUrl")), { replace: true });
    });
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
        <ServerErrorAlert message={error} />
        <TextInput
          label={t("auth.fields.email")}
          type="email"
          autoComplete="username"
          value={id}
          onChange={(e) => setId(e.currentTarget.value)}
          required
        />
        <PasswordInput
          label={t("auth.fields.password")}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/find-password" size="sm">
            {t("auth.login.forgot")}
          </Anchor>
        </Group>
        <Button type="submit" loading={busy} fullWidth size="md">
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
