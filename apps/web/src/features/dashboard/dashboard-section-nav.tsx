import { Button, Group } from "@mantine/core";
import { IconChartLine, IconListDetails, IconVideo } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useSettings } from "../../stores/settings";
import { carriedFilters } from "./dashboard-filters";

const SECTIONS = [
  { to: "/dashboard", labelKey: "revenue.nav.overview", icon: IconChartLine },
  { to: "/dashboard/report-channel", labelKey: "nav.reportChannel", icon: IconListDetails },
  { to: "/dashboard/report-video", labelKey: "nav.reportVideo", icon: IconVideo },
] as const;

/**
 * The three dashboard pages; the period and member chosen go along. On a phone they share one row,
 * without icons, instead of wrapping onto two (docs/decisions/114).
 */
export function DashboardSectionNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const search = carriedFilters(location.search);
  const phone = useSettings((s) => s.screenClass === "mobile");
  return (
    <Group
      component="nav"
      aria-label={t("revenue.nav.label")}
      gap={phone ? 4 : "xs"}
      wrap="nowrap"
      grow={phone}
    >
      {SECTIONS.map((section) => {
        const active = location.pathname.replace(/\/$/, "") === section.to;
        return (
          <Button
            key={section.to}
            component={Link}
            to={`${section.to}${search}`}
            variant={active ? "light" : "subtle"}
            size="sm"
            px={phone ? 6 : undefined}
            leftSection={phone ? undefined : <section.icon size={16} aria-hidden />}
            aria-current={active ? "page" : undefined}
          >
            {t(section.labelKey)}
          </Button>
        );
      })}
    </Group>
  );
}
