import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Paper, PasswordInput, Stack, Title } from "@mantine/core";
import { accountUpdateCall } from "@studio/contract";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ServerErrorAlert } from "../../components/server-error-alert";
import {
  confirmationMatches,
  confirmField,
  policyPasswordField,
  type RequiredMessages,
  serverAlert,
  showServerError,
  useFieldErrors,
  usePasswordPolicy,
} from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { useChangePasswordMutation } from "./account-mutations";

/**
 * The contract's account update with the new password required (this form changes only the
 * password), plus the confirmation only the form asks for (docs/spec.md §5).
 */
const changePasswordSchema = accountUpdateCall.input
  .pick({ password: true })
  .extend({
    new_password: policyPasswordField,
    confirm: confirmField,
  })
  .refine(...confirmationMatches("new_password"));
type ChangePasswordForm = z.input<typeof changePasswordSchema>;

const FIELD_OF_CODE: Partial<Record<number, Path<ChangePasswordForm>>> = {
  10019: "password",
  10006: "new_password",
  10018: "new_password",
};
const REQUIRED: RequiredMessages<ChangePasswordForm> = {
  password: "passwordRequired",
  new_password: "passwordRequired",
};
const EMPTY: ChangePasswordForm = { password: "", new_password: "", confirm: "" };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const language = useSettings((s) => s.language);
  const change = useChangePasswordMutation();
  const { register, handleSubmit, formState, setError, reset } = useForm<
    ChangePasswordForm,
    unknown,
    z.output<typeof changePasswordSchema>
  >({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const fieldError = useFieldErrors(formState.errors, REQUIRED);

  const submit = handleSubmit(async ({ password, new_password }) => {
    try {
      await change.mutateAsync({ password, new_password });
      reset(EMPTY);
      showSnackbar("success", t("account.passwordChanged"));
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  });

  return (
    <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="change-password-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="change-password-title">
            {t("account.changePassword")}
          </Title>
          <ServerErrorAlert message={serverAlert(formState.errors)} />
          <PasswordInput
            label={t("auth.fields.currentPassword")}
            autoComplete="current-password"
            {...register("password")}
            error={fieldError("password")}
          />
          <PasswordInput
            label={t("auth.fields.newPassword")}
            description={t("auth.fields.passwordHint", { ...policy })}
            autoComplete="new-password"
            {...register("new_password")}
            error={fieldError("new_password")}
          />
          <PasswordInput
            label={t("auth.fields.confirmPassword")}
            autoComplete="new-password"
            {...register("confirm")}
            error={fieldError("confirm")}
          />
          <Button type="submit" loading={change.isPending} w={{ base: "100%", sm: "auto" }}>
            {t("account.savePassword")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
