import { ActionIcon, TextInput } from "@mantine/core";
import { DATE_SEPARATORS, type Language } from "@studio/contract";
import { IconCalendar } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

const TYPED_DAY = /^(\d{4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,2})\.?$|^(\d{4})(\d{2})(\d{2})$/;

/** A day as typed in any usual way ("2026/10/24", "2026.10.24", "2026-10-24", "20261024"), as ISO. */
export function isoOfTyped(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = (match[1] ? match.slice(1, 4) : match.slice(4, 7)) as [string, string, string];
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** An ISO day as the product writes dates in `language` ("2026/10/24", "2026.10.24"). */
export function typedOfIso(iso: string, language: Language): string {
  return iso ? iso.replaceAll("-", DATE_SEPARATORS[language]) : "";
}

/**
 * A day field that writes the date as every other date of the product is written in the person's
 * language, where a browser's date input would use its own locale's format ("10/24/2026" beside
 * "2026/10/24"); the browser's calendar still opens from its button (docs/decisions/114).
 */
export function DayField({
  label,
  text,
  max,
  language,
  onText,
  onBlur,
}: {
  label: string;
  /** What the field shows: typed text, or a day in the language's format. */
  text: string;
  max: string;
  language: Language;
  onText: (text: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const sample = typedOfIso(max, language);
  return (
    <TextInput
      label={label}
      value={text}
      inputMode="numeric"
      placeholder={sample}
      autoComplete="off"
      w={170}
      onChange={(event) => onText(event.currentTarget.value)}
      onBlur={onBlur}
      rightSection={
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("revenue.filters.openCalendar", { field: label })}
            onClick={() => picker.current?.showPicker?.()}
          >
            <IconCalendar size={16} aria-hidden />
          </ActionIcon>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            max={max}
            value={isoOfTyped(text) ?? ""}
            onChange={(event) => {
              onText(typedOfIso(event.currentTarget.value, language));
              onBlur();
            }}
            style={{ position: "absolute", inset: 0, opacity: 0, pointerEvents: "none" }}
          />
        </>
      }
    />
  );
}
