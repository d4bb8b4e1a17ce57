import { CloseButton, TextInput } from "@mantine/core";
import { MAX_SEARCH_TEXT } from "@studio/contract";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The search field (title, artist or ISRC; Korean and Chinese text too). */
export function MusicSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <search style={{ flex: 1, minWidth: 220 }}>
      <TextInput
        aria-label={t("music.search.label")}
        placeholder={t("music.search.placeholder")}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={MAX_SEARCH_TEXT}
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          value ? (
            <CloseButton size="sm" aria-label={t("music.search.clear")} onClick={() => onChange("")} />
          ) : null
        }
      />
    </search>
  );
}
