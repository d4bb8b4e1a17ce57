import { zodResolver } from "@hookform/resolvers/zod";
import { Button, PasswordInput, Stack, Text } from "@mantine/core";
import type { TTeamMember } from "@studio/contract";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ChosenModal } from "../../components/chosen-modal";
import { DialogActions } from "../../components/dialog-actions";
import {
  policyPasswordField,
  type RequiredMessages,
  serverAlert,
  showServerError,
  useFieldErrors,
  usePasswordPolicy,
} from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { useUpdateMemberMutation } from "./team-mutations";

/** The contract's member/mcn/update with the new password required, held to the network's length. */
const changePasswordSchema = z.object({ password: policyPasswordField });
type ChangePasswordForm = z.input<typeof changePasswordSchema>;

const REQUIRED: RequiredMessages<ChangePasswordForm> = { password: "passwordRequired" };
const FIELD_OF_CODE: Partial<Record<number, Path<ChangePasswordForm>>> = { 10006: "password" };

/** Sets a member's password (query key password=<member id>). */
export function ChangePasswordDialog({
  member,
  onClose,
}: {
  member: TTeamMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ChosenModal chosen={member} onClose={onClose} title={t("team.password.title")}>
      {(chosen) => <ChangePasswordForm member={chosen} onDone={onClose} />}
    </ChosenModal>
  );
}

function ChangePasswordForm({ member, onDone }: { member: TTeamMember; onDone: () => void }) {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const language = useSettings((s) => s.language);
  const update = useUpdateMemberMutation();
  const { register, handleSubmit, formState, setError } = useForm<
    ChangePasswordForm,
    unknown,
    z.output<typeof changePasswordSchema>
  >({ resolver: zodResolver(changePasswordSchema), defaultValues: { password: "" } });
  const fieldError = useFieldErrors(formState.errors, REQUIRED);

  const submit = handleSubmit(async ({ password }) => {
    try {
      await update.mutateAsync({ target: member.id, password });
      showSnackbar("success", t("team.password.done", { name: member.name }));
      onDone();
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("team.password.intro", { name: member.name, id: member.user_id })}</Text>
        <PasswordInput
          label={t("auth.fields.newPassword")}
          description={t("auth.fields.passwordHint", { ...policy })}
          autoComplete="new-password"
          withAsterisk
          {...register("password")}
          error={fieldError("password")}
        />
        <DialogActions error={serverAlert(formState.errors)} onCancel={onDone}>
          <Button type="submit" loading={update.isPending}>
            {t("team.password.submit")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
