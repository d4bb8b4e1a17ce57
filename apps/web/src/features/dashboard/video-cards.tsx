import type { TVideoRow } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { FigureCardList } from "./figure-card-list";
import { FigureField } from "./figure-field";
import { useRevenueFormat } from "./revenue-format";
import { VideoClearance } from "./video-clearance";
import { VideoTitleButton } from "./video-title-button";

/** The videos on phones: one card each with the same figures as a table row. */
export function VideoCards({ videos }: { videos: TVideoRow[] }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  return (
    <FigureCardList
      label={t("revenue.videos.tableLabel")}
      rows={videos}
      keyOf={(video) => video.id}
      title={(video) => <VideoTitleButton video={video} />}
      extra={(video) => (
        <>
          <FigureField label={t("revenue.columns.published")}>{format.date(video.published_on)}</FigureField>
          <FigureField label={t("clearance.column")}>
            <VideoClearance clearance={video.clearance} />
          </FigureField>
        </>
      )}
    />
  );
}
