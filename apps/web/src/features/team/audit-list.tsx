import { Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatDateTime, type ZManagerAuditEntry } from "@studio/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ListPagination } from "../../components/list-pagination";
import { QueryLoaded } from "../../components/query-states";
import { TableScroll } from "../../components/table-scroll";
import { type AuditChange, auditChanges } from "./audit-values";
import { auditActionKey, useTeamFormat } from "./team-format";
import { auditQuery, TEAM_LIST_PAGE_SIZE } from "./team-queries";

type AuditEntry = z.infer<typeof ZManagerAuditEntry>;

/** The manager's actions on the team, newest first: who, what, before, after, when. */
export function AuditList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const audit = useQuery({ ...auditQuery(page), placeholderData: keepPreviousData });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="team-audit-title">
      <Title order={2} size="h4" id="team-audit-title" mb="sm">
        {t("team.audit.title")}
      </Title>
      <QueryLoaded query={audit}>
        {({ items, total }) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("team.audit.empty")}
            </Text>
          ) : (
            <Stack gap="sm">
              <TableScroll labelledBy="team-audit-title" minWidth={700}>
                <Table verticalSpacing="xs" aria-labelledby="team-audit-title">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("team.audit.columns.when")}</Table.Th>
                      <Table.Th>{t("team.audit.columns.who")}</Table.Th>
                      <Table.Th>{t("team.audit.columns.what")}</Table.Th>
                      <Table.Th>{t("team.audit.columns.change")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((entry) => (
                      <AuditRow key={entry.id} entry={entry} />
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
              <ListPagination total={total} pageSize={TEAM_LIST_PAGE_SIZE} page={page} onPage={setPage} />
            </Stack>
          )
        }
      </QueryLoaded>
    </Paper>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const format = useTeamFormat();
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{formatDateTime(entry.at, format.language)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.actor.name}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          <Badge variant="light">{t(auditActionKey(entry.action))}</Badge>
          <Text size="sm">{[entry.member?.name, entry.channel?.name].filter(Boolean).join(" · ")}</Text>
        </Group>
      </Table.Td>
      <Table.Td>
        {changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <Stack gap={2}>
            {changes.map((change) => (
              <ChangeLine key={change.field} change={change} />
            ))}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function ChangeLine({ change }: { change: AuditChange }) {
  const { t } = useTranslation();
  const format = useTeamFormat();
  const field = change.labelKey ? t(change.labelKey) : change.field;
  const text = (v: unknown) => {
    if (v === undefined) return "—";
    if (change.field === "fee_rate" && typeof v === "number") return format.rate(v);
    if (change.field === "month" && typeof v === "string") return format.month(v);
    return typeof v === "string" ? v : JSON.stringify(v);
  };
  return (
    <Text size="sm">
      {change.kind === "value"
        ? t("team.audit.valueLine", { field, value: text(change.value) })
        : t("team.audit.changeLine", { field, before: text(change.before), after: text(change.after) })}
    </Text>
  );
}
