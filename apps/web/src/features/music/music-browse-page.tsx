import { Button, Collapse, Group, Paper, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { MusicCategory, MusicTag } from "@studio/contract";
import { IconFilter } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSettings } from "../../stores/settings";
import { MusicCategoryControl } from "./music-category-control";
import { MusicResults } from "./music-results";
import { MusicSearchBox } from "./music-search-box";
import { filtersFromParams, type MusicFilters, paramsWithFilters } from "./music-search-input";
import { MusicTagFilter } from "./music-tag-filter";

/** Typing waits this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * /musics/all and /musics/shopping: search, tag and category filters over the catalogue. Tags and
 * category live in the address (so the Mood tags tab can link to a filtered list).
 */
export function MusicBrowsePage({ shopping = false }: { shopping?: boolean }) {
  const { t } = useTranslation();
  const laptop = useSettings((s) => s.screenClass === "laptop");
  const [params, setParams] = useSearchParams();
  const { tags, category } = filtersFromParams(params);
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [tagsOpen, setTagsOpen] = useState(tags.length > 0);
  const setFilters = (next: { tags: readonly MusicTag[]; category: MusicCategory | null }) =>
    setParams(paramsWithFilters(params, next), { replace: true });
  const filters: MusicFilters = { search, tags, category, shopping };
  const anyFilter = Boolean(search.trim()) || tags.length > 0 || category !== null;
  const clear = () => {
    setText("");
    setFilters({ tags: [], category: null });
  };
  const showTags = laptop || tagsOpen;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Group gap="sm" align="center">
            <MusicSearchBox value={text} onChange={setText} />
            <MusicCategoryControl
              value={category}
              onChange={(next) => setFilters({ tags, category: next })}
            />
            {!laptop && (
              <Button
                variant={tags.length > 0 ? "light" : "default"}
                leftSection={<IconFilter size={16} aria-hidden />}
                aria-expanded={tagsOpen}
                onClick={() => setTagsOpen((open) => !open)}
              >
                {t("music.tags.filter", { selected: tags.length })}
              </Button>
            )}
          </Group>
          <Collapse expanded={showTags}>
            <MusicTagFilter value={tags} onChange={(next) => setFilters({ tags: next, category })} />
          </Collapse>
        </Stack>
      </Paper>
      <MusicResults filters={filters} onClear={anyFilter ? clear : undefined} />
    </Stack>
  );
}

export function MusicAllPage() {
  return <MusicBrowsePage />;
}

export function MusicShoppingPage() {
  return <MusicBrowsePage shopping />;
}
