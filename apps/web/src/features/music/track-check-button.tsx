import { ActionIcon } from "@mantine/core";
import type { TMusic } from "@studio/contract";
import { IconShieldCheck } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// The dialog (its modal, the answer and the clearance badges) comes with its first opening: the
// music pages' first load stays within its budget (e2e/tests/budget.spec.ts).
const TrackCheckDialog = lazy(() => import("./track-check-dialog"));

/**
 * "Check a track" (docs/decisions/127): before publishing, whether a video using this track would
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
  const [asked, setAsked] = useState(false);
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
        onClick={() => {
          setAsked(true);
          setOpened(true);
        }}
      >
        <IconShieldCheck size={18} aria-hidden />
      </ActionIcon>
      {asked ? (
        <Suspense fallback={null}>
          <TrackCheckDialog track={track} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
