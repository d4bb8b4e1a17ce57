import { Avatar, Group, NavLink, Paper, Stack, Text, Title } from "@mantine/core";
import { LANGUAGE_NAMES } from "@studio/contract";
import {
  IconBell,
  IconCalendarEvent,
  IconChevronRight,
  IconCurrencyDollar,
  IconGift,
  IconLanguage,
  IconLogout,
  IconNews,
  IconSettings,
  IconShieldLock,
  IconWallet,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { navItemsFor, navViewerOf, WORK_NAV } from "../../components/layouts/navigation";
import { useLogout, useMe } from "../../lib/session";
import { useSettings } from "../../stores/settings";

/** The mobile "my page" menu, with the notifications' e-mail choices (passed in by app/). */
export function MyPage({ pushSettings }: { pushSettings?: ReactNode }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const language = useSettings((s) => s.language);
  const currency = useSettings((s) => s.currency);
  const logout = useLogout();
  const chevron = <IconChevronRight size={16} aria-hidden />;
  const work = me ? navItemsFor(WORK_NAV, navViewerOf(me)) : [];
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        {t("nav.my")}
      </Title>
      {me && (
        <Paper withBorder p="lg" radius="lg">
          <Group>
            <Avatar color="brand" radius="xl" size="lg">
              {me.info.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <div>
              <Text fw={700}>{me.info.name}</Text>
              <Text size="sm" c="dimmed">
                {me.info.user_id}
              </Text>
            </div>
          </Group>
        </Paper>
      )}
      {work.length > 0 && (
        // A manager's team and a staff member's back-office, reachable on a phone (no top navigation).
        <Paper withBorder radius="lg" component="nav" aria-label={t("nav.work")}>
          {work.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={t(item.labelKey)}
              leftSection={<item.icon size={18} />}
              rightSection={chevron}
            />
          ))}
        </Paper>
      )}
      <Paper withBorder radius="lg" component="nav" aria-label={t("nav.my")}>
        <NavLink
          component={Link}
          to="/config-account"
          label={t("nav.account")}
          leftSection={<IconSettings size={18} />}
          rightSection={chevron}
        />
        <NavLink
          component={Link}
          to="/security"
          label={t("account.security")}
          description={me?.two_factor === "off" ? t("account.twoStepOff") : t("account.twoStepOn")}
          leftSection={<IconShieldLock size={18} />}
          rightSection={chevron}
        />
        <NavLink
          component={Link}
          to="/withdrawal/info"
          label={t("nav.paymentInfo")}
          leftSection={<IconWallet size={18} />}
          rightSection={chevron}
        />
        <NavLink
          component={Link}
          to="/language"
          label={t("language.title")}
          description={LANGUAGE_NAMES[language]}
          leftSection={<IconLanguage size={18} />}
          rightSection={chevron}
        />
        <NavLink
          component={Link}
          to="/currency"
          label={t("currency.title")}
          description={currency}
          leftSection={<IconCurrencyDollar size={18} />}
          rightSection={chevron}
        />
        <NavLink
          component={Link}
          to="/invitation"
          label={t("nav.invitation")}
          leftSection={<IconGift size={18} />}
          rightSection={chevron}
        />
        <NavLink
          component={Link}
          to="/notices"
          label={t("menu.notices")}
          leftSection={<IconNews size={18} />}
          rightSection={chevron}
        />
        <NavLink
          component={Link}
          to="/events"
          label={t("menu.events")}
          leftSection={<IconCalendarEvent size={18} />}
          rightSection={chevron}
        />
        <NavLink
          component={Link}
          to="/notifications"
          label={t("nav.notifications")}
          leftSection={<IconBell size={18} />}
          rightSection={chevron}
        />
        <NavLink
          component="button"
          onClick={logout}
          label={t("auth.logout")}
          c="red"
          leftSection={<IconLogout size={18} />}
        />
      </Paper>
      {pushSettings}
    </Stack>
  );
}
