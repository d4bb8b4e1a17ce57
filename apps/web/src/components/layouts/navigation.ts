import {
  IconChartBar,
  IconLayoutDashboard,
  IconMusic,
  IconUser,
  IconVideo,
  type TablerIcon,
} from "@tabler/icons-react";

export interface NavItem {
  to: string;
  labelKey: string;
  icon: TablerIcon;
}

/** The desktop navigation and the mobile bottom bar (dashboard, music, channels, my page). */
export const DESKTOP_NAV: NavItem[] = [
  { to: "/dashboard", labelKey: "nav.dashboard", icon: IconLayoutDashboard },
  { to: "/musics", labelKey: "nav.music", icon: IconMusic },
  { to: "/manage-channel", labelKey: "nav.channels", icon: IconVideo },
];

export const BOTTOM_BAR: NavItem[] = [
  { to: "/dashboard", labelKey: "nav.dashboard", icon: IconChartBar },
  { to: "/musics", labelKey: "nav.music", icon: IconMusic },
  { to: "/manage-channel", labelKey: "nav.channels", icon: IconVideo },
  { to: "/my", labelKey: "nav.my", icon: IconUser },
];
