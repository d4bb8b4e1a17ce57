import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import {
  CHANNEL_STATUS_IDS,
  type ChannelStatus,
  STAFF_ROLES,
  type StaffRole,
  SUSPEND_REASON_MAX,
  type TStaffAccountDetail,
} from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryLoaded } from "../../components/query-states";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { useFailureMessage } from "../../lib/api-action";
import { useMe } from "../../lib/session";
import { showSnackbar } from "../../stores/snackbar";
import { AccountStatusBadge } from "./account-status-badge";
import { accountDetailQuery, useStaffWrite } from "./backoffice-queries";
import { useStaffFormat } from "./staff-format";
import { TwoFactorReset } from "./two-factor-reset";

/** One account for staff: who it is, its channels, members, balance, activity and what staff may do. */
export function AccountDrawer({ accountId, onClose }: { accountId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={accountId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t("backoffice.accounts.detailTitle")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {accountId !== null && <AccountDetail accountId={accountId} />}
    </Drawer>
  );
}

function AccountDetail({ accountId }: { accountId: number }) {
  const query = useQuery(accountDetailQuery(accountId));
  return <QueryLoaded query={query}>{(detail) => <DetailBody detail={detail} />}</QueryLoaded>;
}

function DetailBody({ detail }: { detail: TStaffAccountDetail }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const { account } = detail;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {account.nickname}
        </Title>
        <Text c="dimmed">{account.email}</Text>
        <Group gap="xs" mt="xs">
          <AccountStatusBadge account={account} />
          {account.staff_role && (
            <Badge variant="light" color="grape">
              {t(`backoffice.accounts.roles.${account.staff_role}`)}
            </Badge>
          )}
        </Group>
        {detail.manager && (
          <Text size="sm" mt="xs">
            {t("backoffice.accounts.managedBy", { name: detail.manager.nickname })}
          </Text>
        )}
      </div>
      {detail.suspended_reason && (
        <Alert color="orange" title={t("backoffice.accounts.suspendedBecause")}>
          {detail.suspended_reason}
        </Alert>
      )}
      {detail.payout_flags.length > 0 && (
        <Alert
          color="yellow"
          title={t("backoffice.payoutProtection.flagsTitle")}
          data-testid="payout-flags"
          role="status"
        >
          <Text size="sm">{t("backoffice.payoutProtection.flagsHint")}</Text>
          <List size="sm" spacing={2} mt="xs">
            {detail.payout_flags.map((flag) => (
              <List.Item key={`${flag.other_account.id}-${flag.destination_masked}`}>
                {t("backoffice.payoutProtection.flagLine", {
                  account: `${flag.other_account.nickname} (#${flag.other_account.id}, ${flag.other_account.email})`,
                  destination: `${t(`withdrawal.info.${flag.method}`)} ${flag.destination_masked}`,
                  date: format.moment(flag.flagged_at),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <SimpleGrid cols={2}>
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {t("backoffice.accounts.balance")}
          </Text>
          <Text fw={700}>{format.usd(detail.balance.total)}</Text>
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {t("backoffice.accounts.available")}
          </Text>
          <Text fw={700}>{format.usd(detail.balance.available)}</Text>
        </Paper>
      </SimpleGrid>
      <Section title={t("backoffice.accounts.channels", { count: detail.channels.length })}>
        {detail.channels.map((channel) => (
          <List.Item key={channel.id}>
            {channel.title}{" "}
            <Text span c="dimmed" size="xs">
              @{channel.handle} ·{" "}
              {t(`channelStatus.${CHANNEL_STATUS_IDS[channel.status as ChannelStatus] ?? channel.status}`)}
            </Text>
          </List.Item>
        ))}
      </Section>
      <Section title={t("backoffice.accounts.members", { count: detail.members.length })}>
        {detail.members.map((member) => (
          <List.Item key={member.id}>
            {member.nickname}{" "}
            <Text span c="dimmed" size="xs">
              {member.email}
            </Text>
          </List.Item>
        ))}
      </Section>
      <Section title={t("backoffice.accounts.activity")}>
        {detail.activity.map((item) => (
          <List.Item key={`${item.kind}-${item.at}-${item.what}`}>
            <Text span size="sm">
              {format.moment(item.at)} ·{" "}
              {item.kind === "ledger" ? t(`profitType.${item.what}`, { defaultValue: item.what }) : item.what}
              {item.amount !== null && ` · ${format.usd(item.amount)}`}
            </Text>
          </List.Item>
        ))}
      </Section>
      <AccountActions detail={detail} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Text fw={600}>{title}</Text>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("backoffice.none")}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {children}
        </List>
      )}
    </Stack>
  );
}

/** Suspend or restore (administrators), resend the verification mail, change the staff role. */
function AccountActions({ detail }: { detail: TStaffAccountDetail }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { account } = detail;
  const isAdmin = me?.staff_role === "admin";
  const self = me?.info.user_id === account.email;
  const resend = useStaffWrite("adminAccountResendCall");
  const failed = useFailureMessage(resend.error);
  return (
    <Stack gap="md" component="section" aria-label={t("backoffice.accounts.actions")}>
      <Title order={3} size="h4">
        {t("backoffice.accounts.actions")}
      </Title>
      {!account.verified && account.status === "active" && (
        <Group>
          <Button
            variant="light"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(
                { account_id: account.id },
                {
                  onSuccess: () =>
                    showSnackbar("success", t("backoffice.accounts.resent", { email: account.email })),
                },
              )
            }
          >
            {t("backoffice.accounts.resend")}
          </Button>
          <ServerErrorAlert message={failed} />
        </Group>
      )}
      {isAdmin && !self && account.status !== "deleted" && <SuspendControl detail={detail} />}
      {isAdmin && !self && account.status !== "deleted" && <RoleControl account={detail.account} />}
      {isAdmin && !self && account.status !== "deleted" && <TwoFactorReset account={detail.account} />}
      {!isAdmin && (
        <Text size="sm" c="dimmed">
          {t("backoffice.accounts.adminOnly")}
        </Text>
      )}
    </Stack>
  );
}

function SuspendControl({ detail }: { detail: TStaffAccountDetail }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const suspend = useStaffWrite("adminAccountSuspendCall");
  const restore = useStaffWrite("adminAccountRestoreCall");
  const failed = useFailureMessage(suspend.error ?? restore.error);
  const { account } = detail;
  if (account.status === "suspended") {
    return (
      <Stack gap="xs">
        <ServerErrorAlert message={failed} />
        <Button
          variant="light"
          color="green"
          loading={restore.isPending}
          onClick={() =>
            restore.mutate(
              { account_id: account.id },
              {
                onSuccess: () =>
                  showSnackbar("success", t("backoffice.accounts.restored", { name: account.nickname })),
              },
            )
          }
          style={{ alignSelf: "flex-start" }}
        >
          {t("backoffice.accounts.restore")}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Textarea
        label={t("backoffice.accounts.reason")}
        description={t("backoffice.accounts.reasonHint")}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={SUSPEND_REASON_MAX}
        autosize
        minRows={2}
      />
      <ServerErrorAlert message={failed} />
      <Button
        color="orange"
        disabled={!reason.trim()}
        loading={suspend.isPending}
        onClick={() =>
          suspend.mutate(
            { account_id: account.id, reason: reason.trim() },
            {
              onSuccess: () => {
                setReason("");
                showSnackbar("success", t("backoffice.accounts.suspended", { name: account.nickname }));
              },
            },
          )
        }
        style={{ alignSelf: "flex-start" }}
      >
        {t("backoffice.accounts.suspend")}
      </Button>
    </Stack>
  );
}

const NOT_STAFF = "none";

function RoleControl({ account }: { account: TStaffAccountDetail["account"] }) {
  const { t } = useTranslation();
  const setRole = useStaffWrite("adminStaffRoleCall");
  const failed = useFailureMessage(setRole.error);
  const options = [NOT_STAFF, ...STAFF_ROLES].map((value) => ({
    value,
    label: t(`backoffice.accounts.roles.${value}`),
  }));
  return (
    <Stack gap="xs">
      <Select
        label={t("backoffice.accounts.staffRole")}
        description={t("backoffice.accounts.staffRoleHint")}
        data={options}
        value={account.staff_role ?? NOT_STAFF}
        allowDeselect={false}
        disabled={setRole.isPending}
        onChange={(value) => {
          if (!value) return;
          const role = value === NOT_STAFF ? null : (value as StaffRole);
          setRole.mutate(
            { account_id: account.id, role },
            {
              onSuccess: () =>
                showSnackbar("success", t("backoffice.accounts.roleChanged", { name: account.nickname })),
            },
          );
        }}
        w={{ base: "100%", sm: 260 }}
      />
      <ServerErrorAlert message={failed} />
    </Stack>
  );
}
