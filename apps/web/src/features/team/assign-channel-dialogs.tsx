import { zodResolver } from "@hookform/resolvers/zod";
import { Button, NativeSelect, Stack, Text } from "@mantine/core";
import { channelAssignCall, type TChannel } from "@studio/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ChosenModal } from "../../components/chosen-modal";
import { DialogActions } from "../../components/dialog-actions";
import { ListPagination } from "../../components/list-pagination";
import { useFailureMessage } from "../../lib/api-action";
import { serverAlert, showServerError, useFieldErrors } from "../../lib/form-errors";
import { TEAM_PAGE_SIZE, teamAccountsQuery } from "../../lib/team-accounts";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { useAssignChannelMutation, useUnassignChannelMutation } from "./team-mutations";

/** The contract's channel/assign: the member (`target`) the channel goes to. */
const assignSchema = channelAssignCall.input.pick({ target: true });
type AssignForm = z.input<typeof assignSchema>;

interface ChannelDialogProps {
  channel: TChannel | null;
  onClose: () => void;
}

/** Assigns a channel to one of the manager's members (query key assign=<channel id>). */
export function AssignChannelDialog({ channel, onClose }: ChannelDialogProps) {
  const { t } = useTranslation();
  return (
    <ChosenModal chosen={channel} onClose={onClose} title={t("team.assign.title")}>
      {(chosen) => <AssignForm channel={chosen} onDone={onClose} />}
    </ChosenModal>
  );
}

function AssignForm({ channel, onDone }: { channel: TChannel; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  // A large team is offered a page at a time (50 members), the page loaded at start first.
  const [page, setPage] = useState(0);
  const members = useQuery({ ...teamAccountsQuery(page), placeholderData: keepPreviousData });
  const assign = useAssignChannelMutation();
  const { register, handleSubmit, formState, setError, setValue } = useForm<
    AssignForm,
    unknown,
    z.output<typeof assignSchema>
  >({
    resolver: zodResolver(assignSchema),
    defaultValues: { target: "" },
  });
  const fieldError = useFieldErrors(formState.errors, { target: "allFieldsRequired" });
  const options = (members.data?.items ?? [])
    .filter((m) => m.id !== channel.assigned_member?.id)
    .map((m) => ({ value: String(m.id), label: `${m.name} (${m.user_id})` }));

  const submit = handleSubmit(async ({ target }) => {
    try {
      await assign.mutateAsync({ channel_id: channel.id, target });
      const member = members.data?.items.find((m) => m.id === target);
      showSnackbar("success", t("team.assign.done", { channel: channel.name, member: member?.name ?? "" }));
      onDone();
    } catch (error) {
      showServerError(error, setError, language);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {channel.assigned_member
            ? t("team.assign.introReassign", { channel: channel.name, member: channel.assigned_member.name })
            : t("team.assign.intro", { channel: channel.name })}
        </Text>
        <NativeSelect
          label={t("team.assign.member")}
          withAsterisk
          data={[{ value: "", label: t("team.assign.memberPlaceholder") }, ...options]}
          {...register("target")}
          error={fieldError("target")}
        />
        {members.isSuccess && options.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("team.assign.noMembers")}
          </Text>
        )}
        <ListPagination
          total={members.data?.total ?? 0}
          pageSize={TEAM_PAGE_SIZE}
          page={page}
          onPage={(next) => {
            setPage(next);
            setValue("target", "");
          }}
        />
        <DialogActions error={serverAlert(formState.errors)} onCancel={onDone}>
          <Button type="submit" loading={assign.isPending}>
            {t("team.assign.submit")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

/** Takes a channel back from its member (query key unassign=<channel id>); past earnings stay. */
export function UnassignChannelDialog({ channel, onClose }: ChannelDialogProps) {
  const { t } = useTranslation();
  return (
    <ChosenModal chosen={channel} onClose={onClose} title={t("team.unassign.title")}>
      {(chosen) => <UnassignBody channel={chosen} onDone={onClose} />}
    </ChosenModal>
  );
}

function UnassignBody({ channel, onDone }: { channel: TChannel; onDone: () => void }) {
  const { t } = useTranslation();
  const unassign = useUnassignChannelMutation();
  const failure = useFailureMessage(unassign.error);
  const confirm = async () => {
    try {
      await unassign.mutateAsync({ channel_id: channel.id });
      showSnackbar("success", t("team.unassign.done", { channel: channel.name }));
      onDone();
    } catch {
      // Shown in the dialog's alert.
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        {t("team.unassign.intro", { channel: channel.name, member: channel.assigned_member?.name ?? "" })}
      </Text>
      <Text size="sm" c="dimmed">
        {t("team.unassign.keeps")}
      </Text>
      <DialogActions error={failure} onCancel={onDone}>
        <Button color="red" onClick={() => void confirm()} loading={unassign.isPending}>
          {t("team.unassign.submit")}
        </Button>
      </DialogActions>
    </Stack>
  );
}
