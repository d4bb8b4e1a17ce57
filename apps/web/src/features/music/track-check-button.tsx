import { ActionIcon, Center, Loader, Modal } from "@mantine/core";
import type { TMusic } from "@studio/contract";
import { IconShieldCheck } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// The dialog comes with its first opening: the music pages stay as light as they were.
const TrackCheckBody = lazy(() => import("./track-check-body"));

/**
 * "Check a track" (docs/decisions.md 127): before publishing, whether a video using this track would
 * be cleared on each of the creator's channels, with its ISRC and the upload guidance to copy.
 */
export function TrackCheckButton({
  track,
  size = "lg",
}: {
  track: Pick<TMusic, "isrc" | "name">;
  size?: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const label = t("clearance.check.actionFor", { name: track.name });
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={size}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        data-player-keep
        onClick={() => setOpened(true)}
      >
        <IconShieldCheck size={18} aria-hidden />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("clearance.check.title")}
        closeButtonProps={{ "aria-label": t("common.close") }}
        centered
        size="lg"
        data-player-keep
      >
        {opened ? (
          <Suspense
            fallback={
              <Center py="lg">
                <Loader aria-label={t("clearance.check.loading")} />
              </Center>
            }
          >
            <TrackCheckBody isrc={track.isrc} name={track.name} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
