import type { TMe } from "@studio/contract";
import {
  IconArrowsExchange,
  IconBuildingBank,
  IconBuildingStore,
  IconCash,
  IconChartBar,
  IconCopyright,
  IconCurrencyYuan,
  IconFileDollar,
  IconFileImport,
  IconHistory,
  IconLayoutDashboard,
  IconMailExclamation,
  IconMusic,
  IconNews,
  IconPalette,
  IconReceipt,
  IconScale,
  IconShieldCheck,
  IconStack2,
  IconUser,
  IconUserSearch,
  IconUsersGroup,
  IconVideo,
  IconWallet,
  type TablerIcon,
} from "@tabler/icons-react";
import { canManageTeam } from "../../lib/team-accounts";

export interface NavItem {
  to: string;
  labelKey: string;
  icon: TablerIcon;
  /** Shown to network staff only (back-office screens). */
  staffOnly?: boolean;
  /** Shown to staff with the administrator role only (docs/decisions/125). */
  adminOnly?: boolean;
  /** Shown only to accounts that may manage member sub-accounts (docs/spec.md §6). */
  teamOnly?: boolean;
}

/** The desktop navigation and the mobile bottom bar (dashboard, music, channels, my page). */
export const DESKTOP_NAV: NavItem[] = [
  { to: "/dashboard", labelKey: "nav.dashboard", icon: IconLayoutDashboard },
  { to: "/musics", labelKey: "nav.music", icon: IconMusic },
  { to: "/manage-channel", labelKey: "nav.channels", icon: IconVideo },
  { to: "/withdrawal", labelKey: "nav.withdrawal", icon: IconWallet },
  { to: "/manage-member", labelKey: "nav.members", icon: IconUsersGroup, teamOnly: true },
  { to: "/admin/channels", labelKey: "nav.adminChannels", icon: IconShieldCheck, staffOnly: true },
];

/** The team screens, also in the member menu (phones have no top navigation). */
export const TEAM_NAV: NavItem[] = [
  { to: "/manage-member", labelKey: "nav.members", icon: IconUsersGroup, teamOnly: true },
  { to: "/manage-subchannel", labelKey: "nav.subchannels", icon: IconArrowsExchange, teamOnly: true },
];

/** The back-office screens, for staff: in the member menu and on the phone's "my page". */
export const STAFF_NAV: NavItem[] = [
  { to: "/admin/channels", labelKey: "nav.adminChannels", icon: IconShieldCheck, staffOnly: true },
  { to: "/admin/confirmed", labelKey: "nav.adminConfirmed", icon: IconFileDollar, staffOnly: true },
  { to: "/admin/withdrawals", labelKey: "nav.adminWithdrawals", icon: IconCash, staffOnly: true },
  { to: "/admin/manual-entries", labelKey: "menu.adminManualEntries", icon: IconReceipt, staffOnly: true },
  { to: "/admin/trial-balance", labelKey: "menu.adminTrialBalance", icon: IconScale, staffOnly: true },
  {
    to: "/admin/payout-batches",
    labelKey: "nav.adminPayoutBatches",
    icon: IconBuildingBank,
    staffOnly: true,
  },
  { to: "/admin/boards", labelKey: "menu.adminBoards", icon: IconNews, staffOnly: true },
  { to: "/admin/imports", labelKey: "menu.adminImports", icon: IconFileImport, staffOnly: true },
  { to: "/admin/catalogue", labelKey: "menu.adminCatalogue", icon: IconBuildingStore, staffOnly: true },
  { to: "/admin/accounts", labelKey: "menu.adminAccounts", icon: IconUserSearch, staffOnly: true },
  { to: "/admin/rates", labelKey: "menu.adminRates", icon: IconCurrencyYuan, staffOnly: true },
  { to: "/admin/claims", labelKey: "menu.adminClaims", icon: IconCopyright, staffOnly: true },
  { to: "/admin/mail", labelKey: "menu.adminFailedMail", icon: IconMailExclamation, staffOnly: true },
  { to: "/admin/site", labelKey: "menu.adminSite", icon: IconPalette, staffOnly: true, adminOnly: true },
  { to: "/admin/audit", labelKey: "menu.adminAudit", icon: IconHistory, staffOnly: true, adminOnly: true },
  // The installation's job queue (docs/decisions/135): the API lets only the default network's administrators in.
  { to: "/admin/jobs", labelKey: "menu.adminJobs", icon: IconStack2, staffOnly: true, adminOnly: true },
];

/** The screens of a member's work beyond their own: the team's for managers, the back-office's for staff. */
export const WORK_NAV: NavItem[] = [...TEAM_NAV, ...STAFF_NAV];

/** Who is looking: network staff (and whether an administrator), and whether the account may manage a team. */
export interface NavViewer {
  isStaff: boolean;
  isAdmin?: boolean;
  managesTeam: boolean;
}

/** The viewer an account is: the one place that reads the staff role and the team permission. */
export function navViewerOf(me: TMe): NavViewer {
  return { isStaff: me.is_staff, isAdmin: me.staff_role === "admin", managesTeam: canManageTeam(me) };
}

/** The navigation entries a member may see: staff entries only for staff, team entries for managers. */
export function navItemsFor(items: NavItem[], viewer: NavViewer): NavItem[] {
  return items.filter(
    (item) =>
      (!item.staffOnly || viewer.isStaff) &&
      (!item.adminOnly || viewer.isAdmin === true) &&
      (!item.teamOnly || viewer.managesTeam),
  );
}

export const BOTTOM_BAR: NavItem[] = [
  { to: "/dashboard", labelKey: "nav.dashboard", icon: IconChartBar },
  { to: "/musics", labelKey: "nav.music", icon: IconMusic },
  { to: "/manage-channel", labelKey: "nav.channels", icon: IconVideo },
  { to: "/my", labelKey: "nav.my", icon: IconUser },
];
