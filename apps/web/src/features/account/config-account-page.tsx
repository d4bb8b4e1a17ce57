import { Button, Checkbox, Modal, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { accountUpdateCall, deleteAccountCall } from "@studio/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiAction } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { useSignOut } from "../../lib/session";
import { withDimSpinner } from "../../stores/loading";
import { showSnackbar } from "../../stores/snackbar";

function ChangePasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const { busy, error, run, fail } = useApiAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current || !next || !confirm) return fail("allFieldsRequired");
    if (next !== confirm) return fail("passwordMismatch");
    await run(async () => {
      await withDimSpinner("change-password", () =>
        callApi(accountUpdateCall, { password: current, new_password: next }),
      );
      setCurrent("");
      setNext("");
      setConfirm("");
      showSnackbar("success", t("account.passwordChanged"));
    });
  };

  return (
    <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="change-password-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="change-password-title">
            {t("account.changePassword")}
          </Title>
          <PasswordInput
            label={t("auth.fields.currentPassword")}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
          <PasswordInput
            label={t("auth.fields.newPassword")}
            description={t("auth.fields.passwordHint")}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
          />
          <PasswordInput
            label={t("auth.fields.confirmPassword")}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" loading={busy} w={{ base: "100%", sm: "auto" }}>
            {t("account.savePassword")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function WithdrawMembership() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [agreed, setAgreed] = useState(false);
  const { busy, error, run, fail } = useApiAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !agreed) return fail("allFieldsRequired");
    await run(async () => {
      await withDimSpinner("delete-account", () => callApi(deleteAccountCall, { password }));
      showSnackbar("info", t("account.withdrawn"));
      signOut();
    });
  };

  return (
    <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="withdraw-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="withdraw-title">
          {t("account.withdraw")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("account.withdrawWarning")}
        </Text>
        <Button color="red" variant="light" onClick={() => setOpen(true)} w={{ base: "100%", sm: "auto" }}>
          {t("account.withdraw")}
        </Button>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("account.withdraw")} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t("account.withdrawWarning")}</Text>
            <Checkbox
              label={t("account.withdrawAgree")}
              checked={agreed}
              onChange={(e) => setAgreed(e.currentTarget.checked)}
            />
            <PasswordInput
              label={t("auth.fields.password")}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
            />
            <Button type="submit" color="red" loading={busy}>
              {t("account.withdrawConfirm")}
            </Button>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}

export function ConfigAccountPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} size="h2">
        {t("account.title")}
      </Title>
      <ChangePasswordForm />
      <WithdrawMembership />
    </Stack>
  );
}
