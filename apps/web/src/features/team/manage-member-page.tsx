import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TTeamMember } from "@studio/contract";
import { IconUserPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../components/list-pagination";
import { QueryLoaded } from "../../components/query-states";
import { dialogId, useDialogParams } from "../../lib/dialog-param";
import { TEAM_PAGE_SIZE, teamAccountsQuery } from "../../lib/team-accounts";
import { AuditList } from "./audit-list";
import { ChangePasswordDialog } from "./change-password-dialog";
import { CreateMemberDialog } from "./create-member-dialog";
import { DeleteMemberDialog } from "./delete-member-dialog";
import { FeeRateDialog } from "./fee-rate-dialog";
import { MemberTable } from "./member-table";
import { TeamGate } from "./team-gate";

/** /manage-member: a manager's member sub-accounts and what can be done to them (docs/spec.md §2). */
export function ManageMemberPage() {
  return (
    <TeamGate>
      <MemberManagement />
    </TeamGate>
  );
}

function MemberManagement() {
  const { t } = useTranslation();
  const dialogs = useDialogParams();
  const [page, setPage] = useState(0);
  const [feeRateFor, setFeeRateFor] = useState<TTeamMember | null>(null);
  const list = useQuery({ ...teamAccountsQuery(page), placeholderData: keepPreviousData });
  const members = list.data?.items ?? [];
  // A dialog key names a member of the page shown (password=<id>, delete=<id>).
  const memberOf = (key: "password" | "delete") => {
    const id = dialogId(dialogs.get(key));
    return members.find((m) => m.id === id) ?? null;
  };
  const openCreate = () => dialogs.open("addMember");

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("team.members.title")}
          </Title>
          <Text c="dimmed">{t("team.members.subtitle")}</Text>
        </div>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={openCreate}>
          {t("team.members.create")}
        </Button>
      </Group>
      <QueryLoaded query={list}>
        {({ items, total }) =>
          total === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Stack align="center" gap="sm" ta="center">
                <Text fw={600}>{t("team.members.empty")}</Text>
                <Text size="sm" c="dimmed">
                  {t("team.members.emptyHint")}
                </Text>
                <Button variant="light" onClick={openCreate}>
                  {t("team.members.create")}
                </Button>
              </Stack>
            </Paper>
          ) : (
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t("team.members.count", { count: total, total })}
              </Text>
              <Paper withBorder radius="lg" p="xs">
                <MemberTable
                  members={items}
                  actions={{
                    onPassword: (member) => dialogs.open("password", String(member.id)),
                    onDelete: (member) => dialogs.open("delete", String(member.id)),
                    onFeeRate: setFeeRateFor,
                  }}
                />
              </Paper>
              <ListPagination total={total} pageSize={TEAM_PAGE_SIZE} page={page} onPage={setPage} />
            </Stack>
          )
        }
      </QueryLoaded>
      <AuditList />
      <CreateMemberDialog
        opened={dialogs.get("addMember") !== null}
        onClose={() => dialogs.close("addMember")}
      />
      <ChangePasswordDialog member={memberOf("password")} onClose={() => dialogs.close("password")} />
      <DeleteMemberDialog member={memberOf("delete")} onClose={() => dialogs.close("delete")} />
      <FeeRateDialog member={feeRateFor} onClose={() => setFeeRateFor(null)} />
    </Stack>
  );
}
