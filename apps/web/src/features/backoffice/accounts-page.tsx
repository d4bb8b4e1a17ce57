import { Anchor, Badge, Group, Select, Stack, Table, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { ACCOUNT_STATES, type TStaffAccount } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedResults } from "../../components/paged-results";
import { RequireStaff } from "../../components/require-staff";
import { TableScroll } from "../../components/table-scroll";
import { AccountDrawer } from "./account-drawer";
import { AccountStatusBadge } from "./account-status-badge";
import { accountSearchQuery } from "./backoffice-queries";
import { useStaffFormat } from "./staff-format";
import { StaffPageTitle, StaffSearchField } from "./staff-page-parts";

const PAGE_SIZE = 25;
type AccountState = (typeof ACCOUNT_STATES)[number];

/**
 * `/admin/accounts`: the network's accounts by e-mail or nickname; one opens to its channels,
 * members, balance and recent activity, where staff suspend, restore, resend the verification mail
 * or change a staff role (docs/decisions/125). Nobody sees or sets a password here.
 */
export function AdminAccountsPage() {
  return (
    <RequireStaff>
      <Accounts />
    </RequireStaff>
  );
}

function Accounts() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [q] = useDebouncedValue(text.trim(), 300);
  const [status, setStatus] = useState<AccountState | null>(null);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery(accountSearchQuery({ q, page, size: PAGE_SIZE, ...(status ? { status } : {}) }));
  return (
    <Stack gap="lg" maw={1200}>
      <StaffPageTitle title={t("backoffice.accounts.title")} subtitle={t("backoffice.accounts.subtitle")} />
      <Group align="flex-end">
        <StaffSearchField
          label={t("backoffice.accounts.search")}
          placeholder={t("backoffice.accounts.searchHint")}
          value={text}
          onChange={(value) => {
            setText(value);
            setPage(0);
          }}
        />
        <Select
          label={t("backoffice.accounts.status")}
          data={ACCOUNT_STATES.map((value) => ({ value, label: t(`backoffice.accounts.states.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value as AccountState | null);
            setPage(0);
          }}
          clearable
        />
      </Group>
      <PagedResults
        query={query}
        emptyText={t("backoffice.accounts.empty")}
        countText={(count) => t("backoffice.accounts.count", { count })}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
      >
        {(items) => <AccountTable accounts={items} onOpen={setOpen} />}
      </PagedResults>
      <AccountDrawer accountId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function AccountTable({ accounts, onOpen }: { accounts: TStaffAccount[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <TableScroll framed label={t("backoffice.accounts.title")} minWidth={760}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("backoffice.accounts.columns.account")}</Table.Th>
            <Table.Th>{t("backoffice.accounts.columns.type")}</Table.Th>
            <Table.Th>{t("backoffice.accounts.columns.status")}</Table.Th>
            <Table.Th>{t("backoffice.accounts.columns.joined")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td>
                {/* The name opens the account: on a phone it is in view without scrolling the table. */}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={() => onOpen(account.id)}
                  aria-label={t("backoffice.accounts.openAccount", { name: account.nickname })}
                >
                  {account.nickname}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {account.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Text size="sm">{t(`backoffice.accounts.types.${account.account_type || "creator"}`)}</Text>
                  {account.staff_role && (
                    <Badge variant="light" color="grape">
                      {t(`backoffice.accounts.roles.${account.staff_role}`)}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <AccountStatusBadge account={account} />
              </Table.Td>
              <Table.Td>{format.day(account.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
