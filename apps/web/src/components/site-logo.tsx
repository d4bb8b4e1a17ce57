import { Group, Image, Text, ThemeIcon } from "@mantine/core";
import { Link } from "react-router";
import { useSettings } from "../stores/settings";

export function SiteLogo({ to = "/" }: { to?: string }) {
  const site = useSettings((s) => s.metaSite);
  const name = site?.name ?? "Studio";
  return (
    <Link to={to} style={{ textDecoration: "none", color: "inherit" }} aria-label={name}>
      <Group gap={8} wrap="nowrap">
        {site?.logo ? (
          <Image src={site.logo} alt="" h={28} w="auto" />
        ) : (
          <ThemeIcon size={30} radius="md" aria-hidden>
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              <path d="M9 4v10.2a3 3 0 1 0 2 2.8V9l7-1.8v5a3 3 0 1 0 2 2.8V2z" />
            </svg>
          </ThemeIcon>
        )}
        <Text fw={800} size="lg">
          {name}
        </Text>
      </Group>
    </Link>
  );
}
