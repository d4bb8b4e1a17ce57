import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSettings } from "../../stores/settings";
import { musicTagsQuery } from "./music-queries";
import { MusicEmpty, MusicError, TrackListSkeleton } from "./music-states";
import classes from "./music-tags-page.module.css";
import { useTagLabel } from "./use-tag-label";

/** /musics/tags: every mood as a tile with its track count; a tile opens All filtered by it. */
export function MusicTagsPage() {
  const { t } = useTranslation();
  const label = useTagLabel();
  const language = useSettings((s) => s.language);
  const tags = useQuery(musicTagsQuery());
  if (tags.isPending) return <TrackListSkeleton rows={4} />;
  if (tags.isError) return <MusicError error={tags.error} onRetry={() => void tags.refetch()} />;
  if (tags.data.datas.length === 0) return <MusicEmpty title={t("music.tags.empty")} />;
  const count = new Intl.NumberFormat(language);
  const families = [
    { id: "mood", title: t("music.tags.moodFamily") },
    { id: "ai", title: t("music.tags.aiFamily") },
  ] as const;
  return (
    <Stack gap="lg">
      {families.map((family) => {
        const inFamily = tags.data.datas.filter((tag) => tag.family === family.id);
        if (inFamily.length === 0) return null;
        return (
          <section key={family.id} aria-label={family.title}>
            <Title order={2} size="h4" mb="sm">
              {family.title}
            </Title>
            <SimpleGrid
              component="ul"
              cols={{ base: 2, xs: 3, sm: 4, md: 5 }}
              spacing="sm"
              className={classes.grid}
            >
              {inFamily.map((tag) => (
                <li key={tag.id}>
                  <UnstyledButton
                    component={Link}
                    to={`/musics/all?tags=${encodeURIComponent(tag.id)}`}
                    className={classes.tile}
                  >
                    <Paper withBorder radius="lg" p="md" h="100%">
                      <Text fw={700}>{label(tag.id)}</Text>
                      <Text size="xs" c="dimmed">
                        {t("music.tags.trackCount", { count: tag.count, total: count.format(tag.count) })}
                      </Text>
                    </Paper>
                  </UnstyledButton>
                </li>
              ))}
            </SimpleGrid>
          </section>
        );
      })}
    </Stack>
  );
}
