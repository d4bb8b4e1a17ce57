import { Box, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { useSettings } from "../stores/settings";

/**
 * The site's logo and name. A plain image and a box, not Mantine's Image and ThemeIcon: this is on
 * every page's first load, the sign-in page's included (docs/decisions/124).
 */
export function SiteLogo({ to = "/" }: { to?: string }) {
  const site = useSettings((s) => s.metaSite);
  const name = site?.name ?? "Studio";
  return (
    <Link to={to} style={{ textDecoration: "none", color: "inherit" }} aria-label={name}>
      <Group gap={8} wrap="nowrap">
        {site?.logo ? (
          <img src={site.logo} alt="" height={28} style={{ height: 28, width: "auto", display: "block" }} />
        ) : (
          <Box
            aria-hidden
            w={30}
            h={30}
            bg="var(--mantine-primary-color-filled)"
            c="var(--mantine-primary-color-contrast)"
            style={{
              borderRadius: "var(--mantine-radius-md)",
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
            }}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              <path d="M9 4v10.2a3 3 0 1 0 2 2.8V9l7-1.8v5a3 3 0 1 0 2 2.8V2z" />
            </svg>
          </Box>
        )}
        <Text fw={800} size="lg">
          {name}
        </Text>
      </Group>
    </Link>
  );
}
