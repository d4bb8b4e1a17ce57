import { Group, Image, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../stores/settings";

/**
 * The network's logo in the music area, unless the site's metadata sets exclusive_logo (then the
 * music area carries no network logo).
 */
export function MusicNetworkBrand() {
  const { t } = useTranslation();
  const site = useSettings((s) => s.metaSite);
  if (!site || site.exclusive_logo) return null;
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <Text size="xs">{t("music.providedBy")}</Text>
      {site.logo ? (
        <Image src={site.logo} alt={site.name} h={20} w="auto" />
      ) : (
        <Text size="sm" fw={700}>
          {site.name}
        </Text>
      )}
    </Group>
  );
}
