import { zodResolver } from "@hookform/resolvers/zod";
import { ActionIcon, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { coded, mcnAddCall } from "@studio/contract";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { type Path, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
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
import { useAddMemberMutation } from "./team-mutations";

/** Longest channel link the contract takes. */
const LINK_MAX = 500;

/**
 * The contract's member/mcn/add input (e-mail as ID, password, nickname: docs/spec.md §5), with the
 * optional channel links as rows the form can add; blank rows are left out when sending.
 */
const createMemberSchema = mcnAddCall.input.omit({ channels: true }).extend({
  password: policyPasswordField,
  channels: z.array(
    z.object({
      link: z
        .string()
        .trim()
        .max(LINK_MAX, { error: coded(6, { max: LINK_MAX }) }),
    }),
  ),
});
type CreateMemberForm = z.input<typeof createMemberSchema>;

const REQUIRED: RequiredMessages<CreateMemberForm> = {
  user_id: "emailRequired",
  password: "passwordRequired",
  nickname: "nicknameRequired",
};
const FIELD_OF_CODE: Partial<Record<number, Path<CreateMemberForm>>> = {
  10006: "password",
  10007: "user_id",
  10009: "user_id",
  10008: "nickname",
  10010: "nickname",
};
const EMPTY: CreateMemberForm = { user_id: "", password: "", nickname: "", channels: [{ link: "" }] };

/** Creates a member sub-account (query key addMember). */
export function CreateMemberDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("team.create.title")}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {opened && <CreateMemberForm onDone={onClose} />}
    </Modal>
  );
}

function CreateMemberForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const language = useSettings((s) => s.language);
  const add = useAddMemberMutation();
  const { register, control, handleSubmit, formState, setError } = useForm<
    CreateMemberForm,
    unknown,
    z.output<typeof createMemberSchema>
  >({ resolver: zodResolver(createMemberSchema), defaultValues: EMPTY });
  const links = useFieldArray({ control, name: "channels" });
  const fieldError = useFieldErrors(formState.errors, REQUIRED);
  const linkError = (index: number) => fieldError(`channels.${index}.link` as Path<CreateMemberForm>);

  const submit = handleSubmit(async ({ channels, ...values }) => {
    try {
      const answer = await add.mutateAsync({
        ...values,
        channels: channels.map((channel) => channel.link).filter((link) => link !== ""),
      });
      showSnackbar("success", t("team.create.done", { name: answer.member.name }));
      onDone();
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("team.create.email")}
          type="email"
          autoComplete="off"
          withAsterisk
          {...register("user_id")}
          error={fieldError("user_id")}
        />
        <PasswordInput
          label={t("auth.fields.password")}
          description={t("auth.fields.passwordHint", { ...policy })}
          autoComplete="new-password"
          withAsterisk
          {...register("password")}
          error={fieldError("password")}
        />
        <TextInput
          label={t("auth.fields.nickname")}
          description={t("auth.fields.nicknameHint")}
          autoComplete="off"
          withAsterisk
          {...register("nickname")}
          error={fieldError("nickname")}
        />
        <Stack gap="xs" role="group" aria-labelledby="create-member-channels">
          <Text size="sm" fw={500} id="create-member-channels">
            {t("team.create.channels")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("team.create.channelsHint")}
          </Text>
          {links.fields.map((field, index) => (
            <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                flex={1}
                label={t("team.create.channelLink", { n: index + 1 })}
                placeholder="https://www.youtube.com/@channel"
                {...register(`channels.${index}.link`)}
                error={linkError(index)}
              />
              {index > 0 && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={28}
                  onClick={() => links.remove(index)}
                  aria-label={t("team.create.removeLink", { n: index + 1 })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => links.append({ link: "" })}
            >
              {t("team.create.addLink")}
            </Button>
          </Group>
        </Stack>
        <DialogActions error={serverAlert(formState.errors)} onCancel={onDone}>
          <Button type="submit" loading={add.isPending}>
            {t("team.create.submit")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
