import { Paper, Stack } from "@mantine/core";
import type { CallOutput, musicVideoListCall } from "@studio/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { ListPagination } from "../../components/list-pagination";
import { useSettings } from "../../stores/settings";
import { RevenueEmpty, RevenueError, RowsSkeleton } from "./revenue-states";
import { VideoCards } from "./video-cards";
import { VIDEO_PAGE_SIZE } from "./video-list-params";
import { VideoTable } from "./video-table";

type VideoListQuery = UseQueryResult<CallOutput<typeof musicVideoListCall>>;

/**
 * A page of videos in every state: skeleton, failure, empty, then a table (cards on phones) and,
 * when `onPage` is given, the pager.
 */
export function VideoListSection({
  list,
  page = 0,
  onPage,
  emptyTitle,
  emptyText,
}: {
  list: VideoListQuery;
  page?: number;
  onPage?: (page: number) => void;
  emptyTitle: string;
  emptyText?: string;
}) {
  const mobile = useSettings((s) => s.screenClass === "mobile");
  if (list.isPending) return <RowsSkeleton />;
  if (list.isError) return <RevenueError query={list} />;
  const { items, total } = list.data;
  if (items.length === 0) return <RevenueEmpty title={emptyTitle} text={emptyText} />;
  return (
    <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
      {mobile ? (
        <VideoCards videos={items} />
      ) : (
        <Paper withBorder radius="lg" p="xs">
          <VideoTable videos={items} />
        </Paper>
      )}
      {onPage && <ListPagination total={total} pageSize={VIDEO_PAGE_SIZE} page={page} onPage={onPage} />}
    </Stack>
  );
}
