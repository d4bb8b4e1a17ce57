import { Badge, Button, Code, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { AUDIT_SOURCES, type TAuditEntry } from "@studio/contract";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedResults } from "../../components/paged-results";
import { RequireStaff } from "../../components/require-staff";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { TableScroll } from "../../components/table-scroll";
import { failureMessage } from "../../lib/api-action";
import { type AuditChange, auditChanges } from "../../lib/audit-changes";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { auditQuery, downloadAudit } from "./backoffice-queries";
import { useStaffFormat } from "./staff-format";
import { StaffPageTitle } from "./staff-page-parts";

const PAGE_SIZE = 50;
type Source = (typeof AUDIT_SOURCES)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/admin/audit`: every staff and manager action of the network (who, what, on what, before,
 * after, when, from which address), filtered, and exported as CSV (administrators only,
 * docs/decisions/125). The rows are append-only, as the ledger's.
 */
export function AdminAuditPage() {
  return (
    <RequireStaff admin>
      <Audit />
    </RequireStaff>
  );
}

function Audit() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [source, setSource] = useState<Source | null>(null);
  const [actorText, setActorText] = useState("");
  const [actionText, setActionText] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [page, setPage] = useState(0);
  const [exportError, setExportError] = useState<string | null>(null);
  const [actor] = useDebouncedValue(actorText.trim(), 300);
  const [action] = useDebouncedValue(actionText.trim(), 300);
  const filters = {
    actor,
    action,
    ...(source ? { source } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
  const query = useQuery(auditQuery({ ...filters, page, size: PAGE_SIZE }));
  const refilter = (change: () => void) => {
    change();
    setPage(0);
  };
  const download = () => {
    setExportError(null);
    downloadAudit(filters).then(
      (rows) => showSnackbar("success", t("backoffice.audit.exported", { count: rows })),
      (error: unknown) => setExportError(failureMessage(error, language)),
    );
  };
  return (
    <Stack gap="lg">
      <StaffPageTitle title={t("backoffice.audit.title")} subtitle={t("backoffice.audit.subtitle")} />
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t("backoffice.audit.source")}
          data={AUDIT_SOURCES.map((value) => ({ value, label: t(`backoffice.audit.sources.${value}`) }))}
          value={source}
          onChange={(value) => refilter(() => setSource(value as Source | null))}
          clearable
          w={160}
        />
        <TextInput
          label={t("backoffice.audit.actor")}
          placeholder={t("backoffice.audit.actorHint")}
          value={actorText}
          onChange={(event) => refilter(() => setActorText(event.currentTarget.value))}
        />
        <TextInput
          label={t("backoffice.audit.action")}
          placeholder="admin/account/suspend"
          value={actionText}
          onChange={(event) => refilter(() => setActionText(event.currentTarget.value))}
        />
        <TextInput
          type="date"
          label={t("backoffice.audit.from")}
          value={from}
          onChange={(event) => refilter(() => setFrom(event.currentTarget.value))}
        />
        <TextInput
          type="date"
          label={t("backoffice.audit.to")}
          value={to}
          onChange={(event) => refilter(() => setTo(event.currentTarget.value))}
        />
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t("backoffice.audit.export")}
        </Button>
      </Group>
      <ServerErrorAlert message={exportError} />
      <PagedResults
        query={query}
        emptyText={t("backoffice.audit.empty")}
        countText={(count) => t("backoffice.audit.count", { count })}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
      >
        {(items) => <AuditTable entries={items} />}
      </PagedResults>
    </Stack>
  );
}

function AuditTable({ entries }: { entries: TAuditEntry[] }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <TableScroll framed label={t("backoffice.audit.title")} minWidth={960}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("backoffice.audit.columns.at")}</Table.Th>
            <Table.Th>{t("backoffice.audit.columns.who")}</Table.Th>
            <Table.Th>{t("backoffice.audit.columns.what")}</Table.Th>
            <Table.Th>{t("backoffice.audit.columns.change")}</Table.Th>
            <Table.Th>{t("backoffice.audit.columns.address")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Text size="sm">{format.moment(entry.at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.actor.nickname}</Text>
                <Text size="xs" c="dimmed">
                  {entry.actor.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Badge variant="light" color={entry.source === "staff" ? "grape" : "blue"}>
                    {t(`backoffice.audit.sources.${entry.source}`)}
                  </Badge>
                  <Code>{entry.action}</Code>
                </Group>
                {entry.target && (
                  <Text size="xs" c="dimmed">
                    {entry.target}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Changes changes={auditChanges(entry.before, entry.after)} />
              </Table.Td>
              <Table.Td>
                <Text size="xs">{entry.address ?? "—"}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

const shown = (value: unknown) =>
  value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

function Changes({ changes }: { changes: AuditChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {changes.map((change) => (
        <Text key={change.field} size="sm" style={{ overflowWrap: "anywhere" }}>
          {change.kind === "value"
            ? t("backoffice.audit.valueLine", { field: change.field, value: shown(change.value) })
            : t("backoffice.audit.changeLine", {
                field: change.field,
                before: shown(change.before),
                after: shown(change.after),
              })}
        </Text>
      ))}
    </Stack>
  );
}
