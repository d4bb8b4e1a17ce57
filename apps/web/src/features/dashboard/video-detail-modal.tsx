import { Center, Loader, Modal } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { dialogId, useDialogParams } from "../../lib/dialog-param";
import { useSettings } from "../../stores/settings";
import { videoDetailsQuery } from "./revenue-queries";
import { RevenueError } from "./revenue-states";
import { VideoDetailBody } from "./video-detail-body";
import type { RevenueScope } from "./video-list-params";

/**
 * The video detail dialog, open while the URL has `?videoDetail=<id>` (docs/spec.md §2): named by the
 * video's title once loaded, "Video details" before. The figures are those of the dashboard's period.
 */
export function VideoDetailModal({ scope }: { scope: RevenueScope | null }) {
  const { t } = useTranslation();
  const dialogs = useDialogParams();
  const id = dialogId(dialogs.get("videoDetail"));
  const currency = useSettings((s) => s.currency);
  const mobile = useSettings((s) => s.screenClass === "mobile");
  const details = useQuery({
    ...videoDetailsQuery(currency, {
      id: id ?? 0,
      start: scope?.range.start ?? "",
      end: scope?.range.end ?? "",
    }),
    enabled: id !== null && scope !== null,
  });
  const title = details.data?.title ?? t("revenue.detail.title");
  return (
    <Modal
      opened={id !== null}
      onClose={() => dialogs.close("videoDetail")}
      title={title}
      size="xl"
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
      fullScreen={mobile}
    >
      {details.isError ? (
        <RevenueError query={details} />
      ) : details.data ? (
        <VideoDetailBody video={details.data} />
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label={t("common.loading")} />
        </Center>
      )}
    </Modal>
  );
}
