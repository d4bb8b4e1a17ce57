import { Badge, Button, Code, Group, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import type { TImportRecord } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedResults } from "../../components/paged-results";
import { TableScroll } from "../../components/table-scroll";
import { importHistoryQuery } from "./backoffice-queries";
import { RejectionList } from "./import-report";
import { useStaffFormat } from "./staff-format";

const PAGE_SIZE = 20;
type KindFilter = "all" | "stats" | "catalogue";

/** Every import of the network, newest first: who or the inbox, when, the file and what it did. */
export function ImportHistory() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<KindFilter>("all");
  const [page, setPage] = useState(0);
  const query = useQuery(importHistoryQuery({ page, size: PAGE_SIZE, ...(kind === "all" ? {} : { kind }) }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="import-history-title">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="import-history-title">
          {t("backoffice.imports.history")}
        </Title>
        <SegmentedControl
          aria-label={t("backoffice.imports.kind")}
          value={kind}
          onChange={(value) => {
            setKind(value as KindFilter);
            setPage(0);
          }}
          data={(["all", "stats", "catalogue"] as const).map((value) => ({
            value,
            label: t(`backoffice.imports.kinds.${value}`),
          }))}
        />
      </Group>
      <PagedResults
        query={query}
        emptyText={t("backoffice.imports.noHistory")}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
      >
        {(items) => <HistoryTable records={items} />}
      </PagedResults>
    </Stack>
  );
}

function HistoryTable({ records }: { records: TImportRecord[] }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <TableScroll framed labelledBy="import-history-title" minWidth={900}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("backoffice.imports.columns.at")}</Table.Th>
            <Table.Th>{t("backoffice.imports.columns.kind")}</Table.Th>
            <Table.Th>{t("backoffice.imports.columns.by")}</Table.Th>
            <Table.Th>{t("backoffice.imports.columns.file")}</Table.Th>
            <Table.Th ta="right">{t("backoffice.imports.columns.rows")}</Table.Th>
            <Table.Th>{t("backoffice.imports.columns.days")}</Table.Th>
            <Table.Th>{t("backoffice.imports.columns.outcome")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Fragment key={record.id}>
              <Table.Tr>
                <Table.Td>{format.moment(record.at)}</Table.Td>
                <Table.Td>{t(`backoffice.imports.kinds.${record.kind}`)}</Table.Td>
                <Table.Td>
                  {record.actor ? (
                    record.actor.nickname
                  ) : (
                    <Badge variant="light">{t("backoffice.imports.inbox")}</Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{record.file_name}</Text>
                  <Code title={record.sha256}>{record.sha256.slice(0, 12)}</Code>
                </Table.Td>
                <Table.Td ta="right">{format.count(record.imported)}</Table.Td>
                <Table.Td>
                  {record.first_day && record.last_day
                    ? t("backoffice.imports.dayRange", {
                        first: format.day(record.first_day),
                        last: format.day(record.last_day),
                      })
                    : "-"}
                </Table.Td>
                <Table.Td>
                  {record.rejected > 0 ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-expanded={open === record.id}
                      onClick={() => setOpen(open === record.id ? null : record.id)}
                    >
                      {t("backoffice.imports.refusedShort", { count: record.rejected })}
                    </Button>
                  ) : (
                    <Badge color="green" variant="light">
                      {t("backoffice.imports.imported")}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
              {open === record.id && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <RejectionList rejected={record.rejections} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
