import { ActionIcon, AppShell, Box, Button, Group, Text, UnstyledButton } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet } from "react-router";
import { useMe } from "../../lib/session";
import { useTeamAccountsAtStart } from "../../lib/team-accounts";
import { unreadLabel, useUnreadNotifications } from "../../lib/unread-notifications";
import { useSettings } from "../../stores/settings";
import { storage } from "../../stores/storage";
import { DEMO_BANNER_HEIGHT, DemoBanner, useDemo } from "../demo-banner";
import { LanguageMenu } from "../language-menu";
import { SiteLogo } from "../site-logo";
import classes from "./dashboard-layout.module.css";
import { MemberMenu } from "./member-menu";
import { BOTTOM_BAR, DESKTOP_NAV, navItemsFor, navViewerOf } from "./navigation";

const BOTTOM_BAR_HEIGHT = 64;

interface DashboardLayoutProps {
  /**
   * Mounted here once so it survives route changes: app/ passes the music player in (a component
   * never imports a feature, docs/design.md §12). `bottomOffset` raises it above the phone's bottom bar.
   */
  dock: (bottomOffset: number) => ReactNode;
  /** Room under the page's content so the open dock never hides its end. */
  dockSpacer: ReactNode;
  /** Beside the bell: the newest pinned notice (app/ passes the boards feature's). */
  headerNotice?: ReactNode;
  /** Dialogs over any page: the first-visit tutorial, then the rolling popups. */
  overlays?: ReactNode;
}

/**
 * Header with member menu and notifications, desktop navigation, the mobile bottom bar, and the
 * dock (the music player).
 */
export function DashboardLayout({ dock, dockSpacer, headerNotice, overlays }: DashboardLayoutProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const screenClass = useSettings((s) => s.screenClass);
  const bottomBarVisible = useSettings((s) => s.bottomBarVisible);
  const laptop = screenClass === "laptop";
  const showBottomBar = !laptop && bottomBarVisible && Boolean(me);
  const demo = useDemo();
  const unread = useUnreadNotifications();
  // A manager's team loads with the signed-in shell, before any page asks for it (docs/spec.md §4);
  // the public pages, which never show it, do not carry its code (docs/decisions/122).
  useTeamAccountsAtStart(me);
  // The dashboard's prerendered frame greets the member by this name before any script runs
  // (docs/decisions/119); a new session forgets it (stores/settings).
  useEffect(() => {
    if (me) storage.set("memberName", me.info.name);
  }, [me]);
  const bellLabel = unread > 0 ? t("bell.unread", { label: unreadLabel(unread) }) : t("nav.notifications");

  return (
    <AppShell
      header={{ height: 60 + (demo ? DEMO_BANNER_HEIGHT : 0) }}
      footer={showBottomBar ? { height: BOTTOM_BAR_HEIGHT } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <DemoBanner />
        <Group h={60} px="md" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <SiteLogo to={me ? "/dashboard" : "/"} />
            {laptop && me && (
              <Group component="nav" aria-label={t("nav.main")} gap={4}>
                {navItemsFor(DESKTOP_NAV, navViewerOf(me)).map((item) => (
                  <NavLink key={item.to} to={item.to} className={classes.topLink}>
                    <item.icon size={18} aria-hidden />
                    <span>{t(item.labelKey)}</span>
                  </NavLink>
                ))}
              </Group>
            )}
          </Group>
          {/* Signed out (a public page of this layout, the 404): the language and the way in. */}
          {!me && (
            <Group gap="xs" wrap="nowrap">
              <LanguageMenu />
              <Button component={Link} to="/login" variant="default" size="sm">
                {t("auth.login.submit")}
              </Button>
            </Group>
          )}
          {me && (
            <Group gap="sm" wrap="nowrap">
              {headerNotice}
              <ActionIcon
                component={NavLink}
                to="/notifications"
                variant="subtle"
                size="lg"
                aria-label={bellLabel}
                className={classes.bell}
              >
                <IconBell size={20} />
                {unread > 0 && (
                  <span className={classes.unreadCount} aria-hidden>
                    {unreadLabel(unread)}
                  </span>
                )}
              </ActionIcon>
              <MemberMenu me={me} />
            </Group>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Box maw={1100} mx="auto">
          <Outlet />
          {dockSpacer}
        </Box>
      </AppShell.Main>
      {dock(showBottomBar ? BOTTOM_BAR_HEIGHT : 0)}
      {me && overlays}
      {showBottomBar && (
        <AppShell.Footer>
          <nav aria-label={t("nav.main")} className={classes.bottomBar}>
            {BOTTOM_BAR.map((item) => (
              <UnstyledButton key={item.to} component={NavLink} to={item.to} className={classes.bottomLink}>
                {/* The notification centre is under "my page" on a phone. */}
                <span className={classes.bottomIcon}>
                  <item.icon size={22} aria-hidden />
                  {item.to === "/my" && unread > 0 && <span className={classes.unreadDot} />}
                </span>
                <Text size="xs" inherit>
                  {t(item.labelKey)}
                </Text>
              </UnstyledButton>
            ))}
          </nav>
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
