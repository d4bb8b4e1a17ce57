import { Button, Group } from "@mantine/core";
import { IconChartLine, IconListDetails, IconVideo } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { carriedFilters } from "./dashboard-filters";

const SECTIONS = [
  { to: "/dashboard", labelKey: "revenue.nav.overview", icon: IconChartLine },
  { to: "/dashboard/report-channel", labelKey: "nav.reportChannel", icon: IconListDetails },
  { to: "/dashboard/report-video", labelKey: "nav.reportVideo", icon: IconVideo },
] as const;

/** The three dashboard pages; the period and member chosen go along. */
export function DashboardSectionNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const search = carriedFilters(location.search);
  return (
    <Group component="nav" aria-label={t("revenue.nav.label")} gap="xs">
      {SECTIONS.map((section) => {
        const active = location.pathname.replace(/\/$/, "") === section.to;
        return (
          <Button
            key={section.to}
            component={Link}
            to={`${section.to}${search}`}
            variant={active ? "light" : "subtle"}
            size="sm"
            leftSection={<section.icon size={16} aria-hidden />}
            aria-current={active ? "page" : undefined}
          >
            {t(section.labelKey)}
          </Button>
        );
      })}
    </Group>
  );
}
