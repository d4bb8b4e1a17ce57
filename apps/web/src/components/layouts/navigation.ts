import {
  IconChartBar,
  IconLayoutDashboard,
  IconMusic,
  IconShieldCheck,
  IconUser,
  IconVideo,
  IconWallet,
  type TablerIcon,
} from "@tabler/icons-react";

export interface NavItem {
  to: string;
  labelKey: string;
  icon: TablerIcon;
  /** Shown to network staff only (back-office screens). */
  staffOnly?: boolean;
}

/** The desktop navigation and the mobile bottom bar (dashboard, music, channels, my page). */
export const DESKTOP_NAV: NavItem[] = [
  { to: "/dashboard", labelKey: "nav.dashboard", icon: IconLayoutDashboard },
  { to: "/musics", labelKey: "nav.music", icon: IconMusic },
  { to: "/manage-channel", labelKey: "nav.channels", icon: IconVideo },
  { to: "/withdrawal", labelKey: "nav.withdrawal", icon: IconWallet },
  { to: "/admin/channels", labelKey: "nav.adminChannels", icon: IconShieldCheck, staffOnly: true },
];

/** The navigation entries a member may see: staff entries only for staff. */
export function navItemsFor(items: NavItem[], isStaff: boolean): NavItem[] {
  return items.filter((item) => !item.staffOnly || isStaff);
}

export const BOTTOM_BAR: NavItem[] = [
  { to: "/dashboard", labelKey: "nav.dashboard", icon: IconChartBar },
  { to: "/musics", labelKey: "nav.music", icon: IconMusic },
  { to: "/manage-channel", labelKey: "nav.channels", icon: IconVideo },
  { to: "/my", labelKey: "nav.my", icon: IconUser },
];
