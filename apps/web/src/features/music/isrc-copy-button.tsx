import { ActionIcon } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { showSnackbar } from "../../stores/snackbar";
import { copyText } from "./copy-text";
import { logMusic } from "./music-log";

/** Copies a track's ISRC (for the video's music credit) and records the copy in the music log. */
export function IsrcCopyButton({ isrc }: { isrc: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(isrc)) {
      logMusic("isrc_copy", isrc);
      showSnackbar("success", t("music.isrc.copied"));
    } else {
      showSnackbar("error", t("music.isrc.copyFailed", { isrc }));
    }
  };
  // The browser's own tooltip (title): Mantine's Tooltip brought its positioning library, 15 KB
  // gzip, to the music pages for this button alone (docs/decisions/122).
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t("music.isrc.copy")}
      title={t("music.isrc.copy")}
      data-player-keep
      onClick={copy}
    >
      <IconCopy size={18} aria-hidden />
    </ActionIcon>
  );
}
