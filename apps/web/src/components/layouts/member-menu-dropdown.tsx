import { Menu } from "@mantine/core";
import type { TMe } from "@studio/contract";
import {
  IconCalendarEvent,
  IconCurrencyDollar,
  IconGift,
  IconLanguage,
  IconLogout,
  IconNews,
  IconSettings,
} from "@tabler/icons-react";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLogout } from "../../lib/session";
import { navItemsFor, navViewerOf, WORK_NAV } from "./navigation";

interface MemberMenuDropdownProps {
  /** The button that opened the menu; it stays the menu's target. */
  target: ReactElement;
  me: TMe;
}

/** The open member menu (with the positioning library it needs), loaded on the first click. */
export default function MemberMenuDropdown({ target, me }: MemberMenuDropdownProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={220} withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
        <Menu.Item component={Link} to="/invitation" leftSection={<IconGift size={16} />}>
          {t("nav.invitation")}
        </Menu.Item>
        <Menu.Item component={Link} to="/notices" leftSection={<IconNews size={16} />}>
          {t("menu.notices")}
        </Menu.Item>
        <Menu.Item component={Link} to="/events" leftSection={<IconCalendarEvent size={16} />}>
          {t("menu.events")}
        </Menu.Item>
        {navItemsFor(WORK_NAV, navViewerOf(me)).map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to} leftSection={<item.icon size={16} />}>
            {t(item.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={logout} leftSection={<IconLogout size={16} />}>
          {t("auth.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
