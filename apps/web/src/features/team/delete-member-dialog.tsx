import { zodResolver } from "@hookform/resolvers/zod";
import { Button, PasswordInput, Stack, Text } from "@mantine/core";
import { mcnDeleteCall, type TTeamMember } from "@studio/contract";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ChosenModal } from "../../components/chosen-modal";
import { DialogActions } from "../../components/dialog-actions";
import { type RequiredMessages, serverAlert, showServerError, useFieldErrors } from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { useDeleteMemberMutation } from "./team-mutations";

/** The contract's rule: the manager's own password, 4-64 (docs/spec.md §5). */
const deleteMemberSchema = mcnDeleteCall.input.omit({ target: true });
type DeleteMemberForm = z.input<typeof deleteMemberSchema>;

const REQUIRED: RequiredMessages<DeleteMemberForm> = { password: "passwordRequired" };
const FIELD_OF_CODE: Partial<Record<number, Path<DeleteMemberForm>>> = {
  10004: "password",
  10006: "password",
};

/** Deletes a member sub-account (query key delete=<member id>) with the manager's password. */
export function DeleteMemberDialog({ member, onClose }: { member: TTeamMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ChosenModal chosen={member} onClose={onClose} title={t("team.delete.title")}>
      {(chosen) => <DeleteMemberForm member={chosen} onDone={onClose} />}
    </ChosenModal>
  );
}

function DeleteMemberForm({ member, onDone }: { member: TTeamMember; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const remove = useDeleteMemberMutation();
  const { register, handleSubmit, formState, setError } = useForm<
    DeleteMemberForm,
    unknown,
    z.output<typeof deleteMemberSchema>
  >({ resolver: zodResolver(deleteMemberSchema), defaultValues: { password: "" } });
  const fieldError = useFieldErrors(formState.errors, REQUIRED);

  const submit = handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync({ target: member.id, password });
      showSnackbar("success", t("team.delete.done", { name: member.name }));
      onDone();
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("team.delete.intro", { name: member.name, id: member.user_id })}</Text>
        <PasswordInput
          label={t("team.delete.password")}
          description={t("team.delete.passwordHint")}
          autoComplete="current-password"
          withAsterisk
          {...register("password")}
          error={fieldError("password")}
        />
        <DialogActions error={serverAlert(formState.errors)} onCancel={onDone}>
          <Button type="submit" color="red" loading={remove.isPending}>
            {t("team.delete.submit")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
