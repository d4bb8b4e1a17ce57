import { IconBuildingStore, IconHome, IconList, IconTags, type TablerIcon } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import classes from "./music-layout.module.css";

interface MusicTab {
  to: string;
  labelKey: string;
  icon: TablerIcon;
  /** Home matches only /musics itself. */
  end?: boolean;
}

export const MUSIC_TABS: MusicTab[] = [
  { to: "/musics", labelKey: "music.tabs.home", icon: IconHome, end: true },
  { to: "/musics/all", labelKey: "music.tabs.all", icon: IconList },
  { to: "/musics/tags", labelKey: "music.tabs.tags", icon: IconTags },
  { to: "/musics/shopping", labelKey: "music.tabs.shopping", icon: IconBuildingStore },
];

/** Home / All / Mood tags / Shopping as links (the current one is marked aria-current="page"). */
export function MusicTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("music.tabs.label")} className={classes.tabs}>
      {MUSIC_TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className={classes.tab}>
          <tab.icon size={16} aria-hidden />
          {t(tab.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}
