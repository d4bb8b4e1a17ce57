import { Badge, Button, Group, Modal, Select, Stack, Table, Text, Textarea } from "@mantine/core";
import {
  LEDGER_REASON_MAX,
  MANUAL_ENTRY_STATUSES,
  type ManualEntryStatus,
  type TManualEntry,
} from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedResults } from "../../components/paged-results";
import { RequireStaff } from "../../components/require-staff";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { TableScroll } from "../../components/table-scroll";
import { failureMessage } from "../../lib/api-action";
import { useMe } from "../../lib/session";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { useStaffWrite } from "./backoffice-queries";
import { manualEntriesQuery, profitTypeKey } from "./ledger-queries";
import { ManualEntryForm } from "./manual-entry-form";
import { useStaffFormat } from "./staff-format";
import { StaffPageTitle } from "./staff-page-parts";

const PAGE_SIZE = 50;

const STATUS_COLOUR: Record<ManualEntryStatus, string> = {
  awaiting_approval: "yellow",
  posted: "green",
  declined: "gray",
};

/**
 * `/admin/manual-entries`: staff's bonuses, compensations and deductions (docs/decisions/134).
 * Administrators enter them; above the network's threshold an entry waits until another
 * administrator approves or declines it. Every staff member sees the list and its states.
 */
export function AdminManualEntriesPage() {
  return (
    <RequireStaff>
      <ManualEntries />
    </RequireStaff>
  );
}

function ManualEntries() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [status, setStatus] = useState<ManualEntryStatus | null>(null);
  const [page, setPage] = useState(0);
  const query = useQuery(manualEntriesQuery({ page, size: PAGE_SIZE, ...(status ? { status } : {}) }));
  const [deciding, setDeciding] = useState<{ entry: TManualEntry; kind: "approve" | "decline" } | null>(null);
  return (
    <Stack gap="lg" maw={1200}>
      <StaffPageTitle title={t("backoffice.manual.title")} subtitle={t("backoffice.manual.subtitle")} />
      {me?.staff_role === "admin" && query.data && (
        <ManualEntryForm threshold={query.data.approval_threshold} />
      )}
      <Select
        label={t("backoffice.manual.status")}
        placeholder={t("backoffice.manual.allStatuses")}
        data={MANUAL_ENTRY_STATUSES.map((value) => ({
          value,
          label: t(`backoffice.manual.states.${value}`),
        }))}
        value={status}
        onChange={(value) => {
          setStatus(value as ManualEntryStatus | null);
          setPage(0);
        }}
        clearable
        w={240}
      />
      <PagedResults
        query={query}
        emptyText={t("backoffice.manual.empty")}
        countText={(count) => t("backoffice.manual.count", { count })}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
      >
        {(items) => <EntriesTable entries={items} onDecide={(entry, kind) => setDeciding({ entry, kind })} />}
      </PagedResults>
      <DecisionModal deciding={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}

function EntriesTable({
  entries,
  onDecide,
}: {
  entries: TManualEntry[];
  onDecide: (entry: TManualEntry, kind: "approve" | "decline") => void;
}) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <TableScroll framed label={t("backoffice.manual.title")} minWidth={1100}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("backoffice.manual.columns.at")}</Table.Th>
            <Table.Th>{t("backoffice.manual.columns.account")}</Table.Th>
            <Table.Th>{t("backoffice.manual.columns.type")}</Table.Th>
            <Table.Th ta="right">{t("backoffice.manual.columns.amount")}</Table.Th>
            <Table.Th>{t("backoffice.manual.columns.reason")}</Table.Th>
            <Table.Th>{t("backoffice.manual.columns.status")}</Table.Th>
            <Table.Th>{t("backoffice.manual.columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid={`manual-entry-${entry.id}`}>
              <Table.Td>
                <Text size="sm">{format.moment(entry.created_at)}</Text>
                <Text size="xs" c="dimmed">
                  {t("backoffice.manual.by", { name: entry.created_by.nickname })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.account.nickname}</Text>
                <Text size="xs" c="dimmed">
                  {entry.account.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(profitTypeKey(entry.type))}</Text>
                <Text size="xs" c="dimmed">
                  {entry.month.replace("-", "/")}
                </Text>
              </Table.Td>
              <Table.Td ta="right" c={entry.amount.startsWith("-") ? "red" : undefined}>
                {format.usd(entry.amount)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {entry.reason}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOUR[entry.status]}>
                  {t(`backoffice.manual.states.${entry.status}`)}
                </Badge>
                {entry.decided_by && (
                  <Text size="xs" c="dimmed">
                    {t(
                      entry.status === "declined"
                        ? "backoffice.manual.declinedBy"
                        : "backoffice.manual.approvedBy",
                      {
                        name: entry.decided_by.nickname,
                      },
                    )}
                  </Text>
                )}
                {entry.decline_reason && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {entry.decline_reason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <EntryActions entry={entry} onDecide={onDecide} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Approve and decline for another administrator; the poster is told it waits for someone else. */
function EntryActions({
  entry,
  onDecide,
}: {
  entry: TManualEntry;
  onDecide: (entry: TManualEntry, kind: "approve" | "decline") => void;
}) {
  const { t } = useTranslation();
  if (entry.status !== "awaiting_approval") return null;
  if (!entry.can_decide)
    return (
      <Text size="xs" c="dimmed">
        {t("backoffice.manual.waitsForAnother")}
      </Text>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" onClick={() => onDecide(entry, "approve")}>
        {t("backoffice.manual.approve")}
      </Button>
      <Button size="xs" variant="light" color="red" onClick={() => onDecide(entry, "decline")}>
        {t("backoffice.manual.decline")}
      </Button>
    </Group>
  );
}

function DecisionModal({
  deciding,
  onClose,
}: {
  deciding: { entry: TManualEntry; kind: "approve" | "decline" } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const format = useStaffFormat();
  const approve = useStaffWrite("adminManualEntryApproveCall");
  const decline = useStaffWrite("adminManualEntryDeclineCall");
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const write = deciding?.kind === "decline" ? decline : approve;
  const close = () => {
    approve.reset();
    decline.reset();
    setReason("");
    setTried(false);
    onClose();
  };
  const confirm = () => {
    if (!deciding) return;
    const done = (key: string) => () => {
      showSnackbar("success", t(key));
      close();
    };
    if (deciding.kind === "approve")
      approve.mutate({ id: deciding.entry.id }, { onSuccess: done("backoffice.manual.approved") });
    else {
      setTried(true);
      if (!reason.trim()) return;
      decline.mutate(
        { id: deciding.entry.id, reason: reason.trim() },
        { onSuccess: done("backoffice.manual.declined") },
      );
    }
  };
  const entry = deciding?.entry;
  return (
    <Modal
      opened={deciding !== null}
      onClose={close}
      title={t(
        deciding?.kind === "decline" ? "backoffice.manual.declineTitle" : "backoffice.manual.approveTitle",
      )}
    >
      {entry && (
        <Stack gap="sm">
          <Text size="sm">
            {t("backoffice.manual.decisionSummary", {
              amount: format.usd(entry.amount),
              type: t(profitTypeKey(entry.type)),
              account: `${entry.account.nickname} (${entry.account.email})`,
              name: entry.created_by.nickname,
            })}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {entry.reason}
          </Text>
          {deciding?.kind === "decline" && (
            <Textarea
              label={t("backoffice.manual.declineReason")}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={LEDGER_REASON_MAX}
              autosize
              minRows={2}
              required
              data-autofocus
              error={tried && !reason.trim() ? t("backoffice.manual.form.reasonRequired") : undefined}
            />
          )}
          <ServerErrorAlert message={write.error ? failureMessage(write.error, language) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button
              color={deciding?.kind === "decline" ? "red" : undefined}
              loading={write.isPending}
              onClick={confirm}
            >
              {t(
                deciding?.kind === "decline"
                  ? "backoffice.manual.confirmDecline"
                  : "backoffice.manual.confirmApprove",
              )}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
