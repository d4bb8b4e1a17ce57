import { Button, Group, Stack, Text } from "@mantine/core";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";
import { musicSearchQuery } from "./music-queries";
import type { MusicFilters } from "./music-search-input";
import { MusicEmpty, MusicError, TrackListSkeleton } from "./music-states";
import { TrackList } from "./track-row";

/** Search results with their count and "Load more" until every match is shown. */
export function MusicResults({ filters, onClear }: { filters: MusicFilters; onClear?: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const search = useInfiniteQuery({ ...musicSearchQuery(filters), placeholderData: keepPreviousData });
  if (search.isPending) return <TrackListSkeleton />;
  if (search.isError && !search.data)
    return <MusicError error={search.error} onRetry={() => void search.refetch()} />;
  const tracks = search.data?.pages.flatMap((page) => page.items) ?? [];
  const last = search.data?.pages.at(-1);
  const total = last?.total ?? 0;
  // Past the cap the server counts no further: "1,000+ tracks" (decision 078).
  const capped = last?.total_capped ?? false;
  const count = new Intl.NumberFormat(language);
  // `count` picks the plural form; `total` is the number as the person reads it.
  const counts = { count: total, total: count.format(total), shown: count.format(tracks.length) };
  const shown = !capped
    ? t("music.results.shown", counts)
    : tracks.length < total
      ? t("music.results.shownOfMore", counts)
      : t("music.results.shownSoFar", counts);
  return (
    <Stack gap="sm" aria-busy={search.isFetching}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {capped ? t("music.results.countMore", counts) : t("music.results.count", counts)}
      </Text>
      {tracks.length === 0 ? (
        <MusicEmpty
          title={t("music.results.emptyTitle")}
          text={t("music.results.emptyText")}
          action={onClear ? { label: t("music.results.clearFilters"), onClick: onClear } : undefined}
        />
      ) : (
        <TrackList tracks={tracks} label={t("music.results.label")} />
      )}
      {search.isFetchNextPageError && (
        <Text size="sm" c="red" ta="center" role="alert">
          {t("music.loadError")} {failureMessage(search.error, language)}
        </Text>
      )}
      {search.hasNextPage && (
        <Group justify="center" gap="sm">
          <Text size="xs" c="dimmed">
            {shown}
          </Text>
          <Button
            variant="light"
            loading={search.isFetchingNextPage}
            onClick={() => void search.fetchNextPage()}
          >
            {t("music.results.loadMore")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
