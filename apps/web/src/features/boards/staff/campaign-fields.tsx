import { Paper, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { callApi } from "../../../lib/api-client";
import type { BoardFormValues } from "./board-form";

/** The campaign song, found in the catalogue by name, artist or ISRC. */
function SongSelect() {
  const { t } = useTranslation();
  const { control } = useFormContext<BoardFormValues>();
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text, 250);
  const found = useQuery({
    queryKey: ["admin-board", "song-search", search],
    queryFn: () => callApi("musicSearchCall", { search, page: 0, size: 20 }),
    enabled: search.trim().length > 0,
  });
  return (
    <Controller
      control={control}
      name="campaign.track_isrc"
      render={({ field }) => {
        const options = (found.data?.items ?? []).map((m) => ({
          value: m.isrc,
          label: `${m.name} · ${m.artist} (${m.isrc})`,
        }));
        if (field.value && !options.some((o) => o.value === field.value))
          options.unshift({ value: field.value, label: field.value });
        return (
          <Select
            label={t("adminBoards.campaign.song")}
            description={t("adminBoards.campaign.songHint")}
            searchable
            required
            data={options}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? "")}
            onSearchChange={setText}
            nothingFoundMessage={search ? t("adminBoards.campaign.noSong") : undefined}
          />
        );
      }}
    />
  );
}

/** A campaign's rules: song, view goal, application and benefit periods, shortest video. */
export function CampaignFields() {
  const { t } = useTranslation();
  const { register } = useFormContext<BoardFormValues>();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t("campaign.title")}
        </Title>
        <SongSelect />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="number"
            min={1}
            label={t("adminBoards.campaign.viewGoal")}
            required
            {...register("campaign.view_goal")}
          />
          <TextInput
            type="number"
            min={0}
            max={3600}
            label={t("adminBoards.campaign.minSeconds")}
            {...register("campaign.min_seconds")}
          />
          <TextInput
            type="datetime-local"
            label={t("adminBoards.campaign.applyFrom")}
            required
            {...register("campaign.apply_from")}
          />
          <TextInput
            type="datetime-local"
            label={t("adminBoards.campaign.applyUntil")}
            required
            {...register("campaign.apply_until")}
          />
          <TextInput
            type="datetime-local"
            label={t("adminBoards.campaign.benefitFrom")}
            required
            {...register("campaign.benefit_from")}
          />
          <TextInput
            type="datetime-local"
            label={t("adminBoards.campaign.benefitUntil")}
            required
            {...register("campaign.benefit_until")}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
