import { Box, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { TLandingTrack } from "@studio/contract";
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from "@tabler/icons-react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { callApi } from "../../lib/api-client";
import { usePreview } from "./use-preview";

export const landingMusicQuery = queryOptions({
  queryKey: ["landing-music"],
  queryFn: () => callApi("landingMusicCall", {}),
  staleTime: 10 * 60_000,
});

/** The slider's height, kept while the tracks load, so nothing below it moves when they arrive. */
const SLIDER_HEIGHT = 332;
const CARD_WIDTH = 260;

function TrackLine({
  track,
  playing,
  onToggle,
}: {
  track: TLandingTrack;
  playing: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <img
        src={track.thumbnail}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        style={{ borderRadius: "var(--mantine-radius-sm)", flex: "none" }}
      />
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={600} truncate>
          {track.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {track.artist}
        </Text>
      </Box>
      <Button
        variant={playing ? "filled" : "light"}
        radius="xl"
        size="compact-md"
        px={8}
        aria-label={t(playing ? "landing.moods.pause" : "landing.moods.play", { name: track.name })}
        aria-pressed={playing}
        onClick={onToggle}
      >
        {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
      </Button>
    </Group>
  );
}

/**
 * The landing page's mood slider (docs/spec.md §2): the network's fullest moods, each a card of
 * real tracks of its catalogue that a visitor can play. One preview plays at a time.
 */
export function MoodSlider() {
  const { t } = useTranslation();
  const music = useQuery(landingMusicQuery);
  const preview = usePreview();
  const strip = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth, behavior: "smooth" });
  const moods = music.data?.moods ?? [];
  if (music.isSuccess && moods.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="landing-moods">
      <Group justify="space-between" align="end">
        <Stack gap={4}>
          <Title order={2} id="landing-moods">
            {t("landing.moods.title")}
          </Title>
          <Text c="dimmed">{t("landing.moods.text")}</Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            px={8}
            aria-label={t("landing.moods.previous")}
            onClick={() => scroll(-1)}
          >
            <IconChevronLeft size={18} />
          </Button>
          <Button variant="default" px={8} aria-label={t("landing.moods.next")} onClick={() => scroll(1)}>
            <IconChevronRight size={18} />
          </Button>
        </Group>
      </Group>
      {preview.failed && (
        <Text size="sm" c="red.8" role="alert">
          {t("landing.moods.failed")}
        </Text>
      )}
      <Box
        ref={strip}
        h={SLIDER_HEIGHT}
        style={{
          display: "flex",
          gap: 16,
          overflowX: "auto",
          scrollSnapType: "x mandatory",
          paddingBottom: 8,
        }}
      >
        {music.isPending
          ? [0, 1, 2, 3].map((n) => (
              <Box
                key={n}
                w={CARD_WIDTH}
                h={SLIDER_HEIGHT - 12}
                bg="var(--mantine-color-default-hover)"
                style={{ flex: "none", borderRadius: "var(--mantine-radius-lg)" }}
                aria-hidden
              />
            ))
          : moods.map((mood) => (
              <Card
                key={mood.tag}
                withBorder
                radius="lg"
                padding="lg"
                w={CARD_WIDTH}
                style={{ flex: "none", scrollSnapAlign: "start" }}
                role="group"
                aria-label={t(`musicTag.${mood.tag}`)}
              >
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {t("landing.moods.label")}
                </Text>
                <Title order={3} size="h4" mb="md">
                  {t(`musicTag.${mood.tag}`)}
                </Title>
                <Stack gap="sm">
                  {mood.tracks.map((track) => (
                    <TrackLine
                      key={track.isrc}
                      track={track}
                      playing={preview.playing === track.music}
                      onToggle={() => preview.toggle(track.music)}
                    />
                  ))}
                </Stack>
              </Card>
            ))}
      </Box>
    </Stack>
  );
}
