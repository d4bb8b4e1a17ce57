import { SegmentedControl } from "@mantine/core";
import { MUSIC_CATEGORIES, type MusicCategory } from "@studio/contract";
import { useTranslation } from "react-i18next";

const ALL = "all";

/** All / BGM / K-pop / OST. */
export function MusicCategoryControl({
  value,
  onChange,
}: {
  value: MusicCategory | null;
  onChange: (value: MusicCategory | null) => void;
}) {
  const { t } = useTranslation();
  const data = [
    { value: ALL, label: t("music.category.all") },
    ...MUSIC_CATEGORIES.map((category) => ({ value: category, label: t(`music.category.${category}`) })),
  ];
  return (
    <SegmentedControl
      role="radiogroup"
      aria-label={t("music.category.label")}
      data={data}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? null : (next as MusicCategory))}
    />
  );
}
