import { Button, Group, Stack, Title } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { FavouritesDrawer } from "./favourites-drawer";
import type { MusicLayoutContext } from "./music-layout-context";
import { MusicNetworkBrand } from "./music-network-brand";
import { MusicTabs } from "./music-tabs";

/** /musics: the music area's title, network logo, favourites and tabs around the current tab. */
export function MusicLayout() {
  const { t } = useTranslation();
  const [favouritesOpen, setFavouritesOpen] = useState(false);
  const context: MusicLayoutContext = { openFavourites: () => setFavouritesOpen(true) };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="md" align="baseline">
          <Title order={1} size="h2">
            {t("music.title")}
          </Title>
          <MusicNetworkBrand />
        </Group>
        <Button
          variant="light"
          leftSection={<IconStar size={16} aria-hidden />}
          onClick={() => setFavouritesOpen(true)}
          data-player-keep
        >
          {t("music.favourites.title")}
        </Button>
      </Group>
      <MusicTabs />
      <Outlet context={context} />
      <FavouritesDrawer opened={favouritesOpen} onClose={() => setFavouritesOpen(false)} />
    </Stack>
  );
}
