import { Anchor, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { BOARD_KINDS, type BoardKind, type TAdminBoard } from "@studio/contract";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { QueryLoaded } from "../../../components/query-states";
import { RequireStaff } from "../../../components/require-staff";
import { ServerErrorAlert } from "../../../components/server-error-alert";
import { failureMessage } from "../../../lib/api-action";
import { useSettings } from "../../../stores/settings";
import { showSnackbar } from "../../../stores/snackbar";
import { adminBoardQuery, useSaveBoard } from "./admin-board-queries";
import { type BoardFormValues, boardInputOf, formValuesOf } from "./board-form";
import { CampaignFields } from "./campaign-fields";
import { LanguageTabs } from "./language-tabs";
import { ParticipantsTable } from "./participants-table";

/** `/admin/boards/{id}` and `/admin/boards/new?kind=`: the back-office editor (docs/decisions/122). */
export function BoardEditorPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? "new";
  const [search] = useSearchParams();
  const kindParam = search.get("kind");
  const kind: BoardKind = (BOARD_KINDS as readonly string[]).includes(kindParam ?? "")
    ? (kindParam as BoardKind)
    : "notice";
  const existing = id !== "new" ? Number(id) : null;
  const query = useQuery({ ...adminBoardQuery(existing ?? 0), enabled: existing !== null });
  return (
    <RequireStaff>
      <Stack gap="lg" maw={960}>
        <Anchor component={Link} to={`/admin/boards?kind=${query.data?.kind ?? kind}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t("menu.adminBoards")}
          </Group>
        </Anchor>
        {existing === null ? (
          <BoardEditor board={null} kind={kind} />
        ) : (
          <QueryLoaded query={query}>
            {(board) => <BoardEditor key={board.id} board={board} kind={board.kind} />}
          </QueryLoaded>
        )}
      </Stack>
    </RequireStaff>
  );
}

function BoardEditor({ board, kind }: { board: TAdminBoard | null; kind: BoardKind }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const navigate = useNavigate();
  const save = useSaveBoard();
  const form = useForm<BoardFormValues>({ defaultValues: formValuesOf(board, kind, new Date()) });
  const { register, control, handleSubmit } = form;
  const withCampaign = useWatch({ control, name: "withCampaign" });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(boardInputOf(values, board?.id));
      showSnackbar("success", t("adminBoards.saved"));
      if (!board) void navigate(`/admin/boards/${saved.id}`, { replace: true });
    } catch {
      // The alert above the button shows the server's message.
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t(board ? `adminBoards.edit.${kind}` : `adminBoards.new.${kind}`)}
          </Title>
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Group grow align="flex-start">
                <TextInput
                  type="datetime-local"
                  label={t("adminBoards.publishAt")}
                  description={t("adminBoards.publishAtHint")}
                  required
                  {...register("publish_at")}
                />
                {kind === "popup" && (
                  <TextInput type="datetime-local" label={t("adminBoards.endsAt")} {...register("ends_at")} />
                )}
              </Group>
              <Group>
                {kind !== "popup" && <Switch label={t("adminBoards.pinned")} {...register("pinned")} />}
                <Switch label={t("adminBoards.hidden")} {...register("hidden")} />
                {kind === "event" && (
                  <Switch label={t("adminBoards.withCampaign")} {...register("withCampaign")} />
                )}
              </Group>
            </Stack>
          </Paper>
          <LanguageTabs />
          {kind === "event" && withCampaign && <CampaignFields />}
          <ServerErrorAlert message={save.error ? failureMessage(save.error, language) : null} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t("adminBoards.save")}
            </Button>
          </Group>
        </Stack>
      </form>
      {board?.campaign && (
        <Stack gap="sm" mt="xl">
          <Title order={2} size="h3">
            {t("adminBoards.participants.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("adminBoards.participants.subtitle")}
          </Text>
          <ParticipantsTable boardId={board.id} />
        </Stack>
      )}
    </FormProvider>
  );
}
