import { Button, Group, Table, Text } from "@mantine/core";
import type { TTeamMember } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../components/table-scroll";
import { useTeamFormat } from "./team-format";

export interface MemberActions {
  onPassword: (member: TTeamMember) => void;
  onFeeRate: (member: TTeamMember) => void;
  onDelete: (member: TTeamMember) => void;
}

/** The manager's members: name, ID, fee rate (and a saved next one), registered date, channels. */
export function MemberTable({ members, actions }: { members: TTeamMember[]; actions: MemberActions }) {
  const { t } = useTranslation();
  const format = useTeamFormat();
  return (
    <TableScroll label={t("team.members.listLabel")} minWidth={900}>
      <Table verticalSpacing="sm" aria-label={t("team.members.listLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("team.members.columns.name")}</Table.Th>
            <Table.Th>{t("team.members.columns.id")}</Table.Th>
            <Table.Th>{t("team.members.columns.feeRate")}</Table.Th>
            <Table.Th>{t("team.members.columns.registered")}</Table.Th>
            <Table.Th>{t("team.members.columns.channels")}</Table.Th>
            <Table.Th>{t("team.members.columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {member.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{member.user_id}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.rate(member.fee_rate)}</Text>
                {member.next_fee_rate && (
                  <Text size="xs" c="dimmed">
                    {t("team.members.nextRate", {
                      rate: format.rate(member.next_fee_rate.fee_rate),
                      month: format.month(member.next_fee_rate.month),
                    })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.date(member.registered_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {member.channels.length > 0
                    ? member.channels.map((channel) => channel.name).join(", ")
                    : t("team.members.noChannels")}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => actions.onFeeRate(member)}
                    aria-label={t("team.members.feeRateFor", { name: member.name })}
                  >
                    {t("team.members.feeRate")}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => actions.onPassword(member)}
                    aria-label={t("team.members.passwordFor", { name: member.name })}
                  >
                    {t("team.members.password")}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => actions.onDelete(member)}
                    aria-label={t("team.members.deleteFor", { name: member.name })}
                  >
                    {t("team.members.delete")}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
