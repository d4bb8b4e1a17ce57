import { Group, NativeSelect, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { CLEARANCE_FILTERS, MAX_VIDEO_SEARCH_TEXT, VIDEO_SORTS } from "@studio/contract";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../stores/settings";
import { videoSortLabelKey } from "./label-keys";
import { channelReportQuery } from "./revenue-queries";
import { channelReportInput, type RevenueScope, type VideoReportFilters } from "./video-list-params";

/** Typing waits this long before the list asks again. */
const SEARCH_DEBOUNCE_MS = 350;

/** Search, channel, claim safety and sort of the video report. */
export function VideoReportFilterFields({
  scope,
  filters,
  onChange,
}: {
  scope: RevenueScope;
  filters: VideoReportFilters;
  onChange: (changes: Partial<VideoReportFilters>) => void;
}) {
  const { t } = useTranslation();
  const currency = useSettings((s) => s.currency);
  const channels = useQuery(channelReportQuery(currency, channelReportInput(scope, "title_asc")));
  const [search, setSearch] = useState(filters.search);
  const applySearch = useDebouncedCallback(
    (value: string) => onChange({ search: value }),
    SEARCH_DEBOUNCE_MS,
  );
  // The address holds the search trimmed: a space just typed before the next word stays in the box.
  useEffect(
    () => setSearch((typed) => (typed.trim() === filters.search ? typed : filters.search)),
    [filters.search],
  );
  const channelOptions = (channels.data?.items ?? []).map((row) => ({
    value: String(row.channel.id),
    label: row.channel.title,
  }));
  if (filters.channel && !channelOptions.some((o) => o.value === String(filters.channel))) {
    channelOptions.push({ value: String(filters.channel), label: `#${filters.channel}` });
  }
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        type="search"
        label={t("revenue.filters.search")}
        placeholder={t("revenue.filters.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={MAX_VIDEO_SEARCH_TEXT}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          applySearch(e.currentTarget.value);
        }}
        miw={220}
        style={{ flex: 1 }}
      />
      <NativeSelect
        label={t("revenue.filters.channel")}
        value={filters.channel ? String(filters.channel) : ""}
        onChange={(e) => onChange({ channel: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
        data={[{ value: "", label: t("revenue.filters.allChannels") }, ...channelOptions]}
        miw={180}
      />
      <NativeSelect
        label={t("clearance.filter.label")}
        value={filters.clearance ?? ""}
        onChange={(e) =>
          onChange({ clearance: CLEARANCE_FILTERS.find((c) => c === e.currentTarget.value) ?? null })
        }
        data={[
          { value: "", label: t("clearance.filter.all") },
          ...CLEARANCE_FILTERS.map((state) => ({ value: state, label: t(`clearance.filter.${state}`) })),
        ]}
        miw={160}
      />
      <NativeSelect
        label={t("revenue.filters.sort")}
        value={filters.sort}
        onChange={(e) => {
          const sort = VIDEO_SORTS.find((s) => s === e.currentTarget.value);
          if (sort) onChange({ sort });
        }}
        data={VIDEO_SORTS.map((sort) => ({ value: sort, label: t(videoSortLabelKey(sort)) }))}
        miw={160}
      />
    </Group>
  );
}
