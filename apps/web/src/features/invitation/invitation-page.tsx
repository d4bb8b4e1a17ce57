import { Badge, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { formatCurrency, INVITATION } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../components/list-pagination";
import { QueryLoaded } from "../../components/query-states";
import { TableScroll } from "../../components/table-scroll";
import { useSettings } from "../../stores/settings";
import { INVITATION_PERIODS, type InvitationPeriodKey, invitationPeriod } from "./invitation-period";
import { FRIENDS_PAGE_SIZE, invitationDashboardQuery, invitedFriendsQuery } from "./invitation-queries";
import { InviteLinkCard } from "./invite-link-card";

const usd = (micro: string) => formatCurrency(BigInt(micro), "USD");

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={800} fz={24}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** `/invitation` (docs/spec.md §2, docs/decisions/121): the invite link, friends and points. */
export function InvitationPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [key, setKey] = useState<InvitationPeriodKey>("quarter");
  const [page, setPage] = useState(0);
  const period = invitationPeriod(key);
  const dashboard = useQuery(invitationDashboardQuery(period));
  const friends = useQuery(invitedFriendsQuery(period, page));
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          {t("invitation.title")}
        </Title>
        <Text c="dimmed">
          {t("invitation.subtitle", {
            share: (dashboard.data?.share_bp ?? INVITATION.defaultShareBp) / 100,
            months: INVITATION.accrualMonths,
            validity: INVITATION.validityMonths,
          })}
        </Text>
      </div>
      <QueryLoaded query={dashboard}>
        {(data) => (
          <Stack gap="lg">
            <InviteLinkCard code={data.code} />
            <SegmentedControl
              value={key}
              onChange={(value) => {
                setKey(value as InvitationPeriodKey);
                setPage(0);
              }}
              data={INVITATION_PERIODS.map((value) => ({ value, label: t(`invitation.period.${value}`) }))}
              aria-label={t("invitation.periodLabel")}
            />
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Figure label={t("invitation.invited")} value={String(data.invited)} />
              <Figure
                label={t("invitation.active")}
                value={String(data.active)}
                hint={t("invitation.activeHint")}
              />
              <Figure label={t("invitation.points")} value={usd(data.points)} />
              <Figure
                label={t("invitation.expected")}
                value={usd(data.expected_points)}
                hint={t("invitation.expectedHint")}
              />
            </SimpleGrid>
            {data.next_expiry && (
              <Text size="sm" fw={500}>
                {t("invitation.nextExpiry", {
                  amount: usd(data.next_expiry.amount),
                  date: date(data.next_expiry.at),
                })}
              </Text>
            )}
          </Stack>
        )}
      </QueryLoaded>
      <Paper withBorder radius="lg" p="md">
        <Title order={2} size="h4" mb="sm">
          {t("invitation.friends")}
        </Title>
        <QueryLoaded query={friends}>
          {(list) =>
            list.items.length === 0 ? (
              <Text c="dimmed" py="md" ta="center">
                {t("invitation.noFriends")}
              </Text>
            ) : (
              <Stack gap="sm">
                <TableScroll>
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t("invitation.friend")}</Table.Th>
                        <Table.Th>{t("invitation.joined")}</Table.Th>
                        <Table.Th>{t("invitation.windowEnds")}</Table.Th>
                        <Table.Th>{t("invitation.state")}</Table.Th>
                        <Table.Th ta="right">{t("invitation.points")}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.items.map((friend) => (
                        <Table.Tr key={`${friend.nickname}-${friend.joined_at}`}>
                          <Table.Td>{friend.nickname}</Table.Td>
                          <Table.Td>{date(friend.joined_at)}</Table.Td>
                          <Table.Td>{date(`${friend.window_ends}T00:00:00Z`)}</Table.Td>
                          <Table.Td>
                            <Badge color={friend.active ? "teal" : "gray"} variant="light">
                              {t(friend.active ? "invitation.isActive" : "invitation.notActive")}
                            </Badge>
                          </Table.Td>
                          <Table.Td ta="right">{usd(friend.points)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </TableScroll>
                <ListPagination
                  page={page}
                  total={list.total}
                  pageSize={FRIENDS_PAGE_SIZE}
                  onPage={setPage}
                />
              </Stack>
            )
          }
        </QueryLoaded>
      </Paper>
    </Stack>
  );
}
