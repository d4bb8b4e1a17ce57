import { Drawer, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../stores/settings";
import { FavouritesList } from "./favourites-list";

/** Every favourite in a side sheet (a bottom sheet on phones), reachable from any music tab. */
export function FavouritesDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const laptop = useSettings((s) => s.screenClass === "laptop");
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={laptop ? "right" : "bottom"}
      size={laptop ? "lg" : "85%"}
      title={t("music.favourites.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="sm">{opened && <FavouritesList />}</Stack>
    </Drawer>
  );
}
