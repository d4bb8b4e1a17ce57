import { formatDate, type Language } from "@studio/contract";

/** A board item's day, in the product's date format (docs/spec.md §9: yyyy.MM.dd in Korean...). */
export const boardDate = (iso: string, language: Language) => formatDate(new Date(iso), language);

/** A moment of a campaign: its day and the local time. */
export function boardDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat(language, {
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(date);
  return `${formatDate(date, language)} ${time}`;
}
