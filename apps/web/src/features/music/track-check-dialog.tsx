import { Modal } from "@mantine/core";
import type { TMusic } from "@studio/contract";
import { useTranslation } from "react-i18next";
import TrackCheckBody from "./track-check-body";

/** The "check a track" dialog, loaded with its first opening (track-check-button.tsx). */
export default function TrackCheckDialog({
  track,
  opened,
  onClose,
}: {
  track: Pick<TMusic, "isrc" | "name">;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("clearance.check.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
      size="lg"
      data-player-keep
    >
      {opened ? <TrackCheckBody isrc={track.isrc} name={track.name} /> : null}
    </Modal>
  );
}
