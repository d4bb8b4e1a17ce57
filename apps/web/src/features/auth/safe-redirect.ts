/** Only paths inside this site may be returned to; anything else goes to the dashboard. */
export function safeFromUrl(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/dashboard";
  return value;
}
