import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Checkbox, Modal, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { deleteAccountCall } from "@studio/contract";
import { useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ServerErrorAlert } from "../../components/server-error-alert";
import {
  clientIssue,
  type RequiredMessages,
  serverAlert,
  showServerError,
  useFieldErrors,
} from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { useDeleteAccountMutation } from "./account-mutations";

/** The contract's password (4-64), plus the agreement only the form asks for. */
const deleteAccountSchema = deleteAccountCall.input.extend({
  agreed: z.boolean().refine((agreed) => agreed, { error: clientIssue("allFieldsRequired") }),
});
type DeleteAccountForm = z.input<typeof deleteAccountSchema>;

const FIELD_OF_CODE: Partial<Record<number, Path<DeleteAccountForm>>> = {
  10004: "password",
  10006: "password",
};
const REQUIRED: RequiredMessages<DeleteAccountForm> = { password: "passwordRequired" };

/** Withdraws the membership: a warning, then a dialog with the agreement and the password. */
export function WithdrawMembership() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
        <DeleteAccountForm />
      </Modal>
    </Paper>
  );
}

function DeleteAccountForm() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const remove = useDeleteAccountMutation();
  const { register, handleSubmit, formState, setError } = useForm<
    DeleteAccountForm,
    unknown,
    z.output<typeof deleteAccountSchema>
  >({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "", agreed: false } });
  const fieldError = useFieldErrors(formState.errors, REQUIRED);

  const submit = handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync({ password });
      showSnackbar("info", t("account.withdrawn"));
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t("account.withdrawWarning")}</Text>
        <ServerErrorAlert message={serverAlert(formState.errors)} />
        <Checkbox label={t("account.withdrawAgree")} {...register("agreed")} error={fieldError("agreed")} />
        <PasswordInput
          label={t("auth.fields.password")}
          autoComplete="current-password"
          {...register("password")}
          error={fieldError("password")}
        />
        <Button type="submit" color="red" loading={remove.isPending}>
          {t("account.withdrawConfirm")}
        </Button>
      </Stack>
    </form>
  );
}
