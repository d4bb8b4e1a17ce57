import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import type { TMe } from "@studio/contract";
import {
  IconCash,
  IconCurrencyDollar,
  IconFileDollar,
  IconLanguage,
  IconLogout,
  IconSettings,
  IconShieldCheck,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLogout } from "../../lib/session";

export function MemberMenu({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t("nav.memberMenu")}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={32}>
              {me.info.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={140} truncate>
              {me.info.name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me.info.user_id}</Menu.Label>
        <Menu.Item component={Link} to="/config-account" leftSection={<IconSettings size={16} />}>
          {t("nav.account")}
        </Menu.Item>
        <Menu.Item component={Link} to="/language" leftSection={<IconLanguage size={16} />}>
          {t("language.title")}
        </Menu.Item>
        <Menu.Item component={Link} to="/currency" leftSection={<IconCurrencyDollar size={16} />}>
          {t("currency.title")}
        </Menu.Item>
        {me.is_staff && (
          <Menu.Item component={Link} to="/admin/channels" leftSection={<IconShieldCheck size={16} />}>
            {t("nav.adminChannels")}
          </Menu.Item>
        )}
        {me.is_staff && (
          <Menu.Item component={Link} to="/admin/confirmed" leftSection={<IconFileDollar size={16} />}>
            {t("nav.adminConfirmed")}
          </Menu.Item>
        )}
        {me.is_staff && (
          <Menu.Item component={Link} to="/admin/withdrawals" leftSection={<IconCash size={16} />}>
            {t("nav.adminWithdrawals")}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={logout} leftSection={<IconLogout size={16} />}>
          {t("auth.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
