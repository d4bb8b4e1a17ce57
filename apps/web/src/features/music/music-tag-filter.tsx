import { Chip, Group, Skeleton, Stack, Text } from "@mantine/core";
import { MAX_SEARCH_TAGS, type MusicTag } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { musicTagsQuery } from "./music-queries";
import { toggleTag } from "./music-search-input";
import { useTagLabel } from "./use-tag-label";

/** Tags to filter by (all must match), at most 5, grouped into moods and AI-suggested tags. */
export function MusicTagFilter({
  value,
  onChange,
}: {
  value: readonly MusicTag[];
  onChange: (tags: MusicTag[]) => void;
}) {
  const { t } = useTranslation();
  const label = useTagLabel();
  const tags = useQuery(musicTagsQuery());
  if (tags.isPending)
    return <Skeleton height={28} radius="xl" role="status" aria-label={t("common.loading")} />;
  if (tags.isError) return null;
  const full = value.length >= MAX_SEARCH_TAGS;
  const families = [
    { id: "mood", title: t("music.tags.moodFamily") },
    { id: "ai", title: t("music.tags.aiFamily") },
  ] as const;
  return (
    <Stack gap="xs">
      {families.map((family) => {
        const inFamily = tags.data.datas.filter((tag) => tag.family === family.id);
        if (inFamily.length === 0) return null;
        return (
          <fieldset key={family.id} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Text component="legend" size="xs" fw={700} c="dimmed" mb={4}>
              {family.title}
            </Text>
            <Group gap={6}>
              {inFamily.map((tag) => {
                const checked = value.includes(tag.id);
                return (
                  <Chip
                    key={tag.id}
                    size="xs"
                    checked={checked}
                    disabled={full && !checked}
                    onChange={() => onChange(toggleTag(value, tag.id))}
                  >
                    {label(tag.id)}
                  </Chip>
                );
              })}
            </Group>
          </fieldset>
        );
      })}
      <Text size="xs" c={full ? "orange" : "dimmed"} aria-live="polite">
        {t("music.tags.limitHint", { selected: value.length, max: MAX_SEARCH_TAGS })}
      </Text>
    </Stack>
  );
}
