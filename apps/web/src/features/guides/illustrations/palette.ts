/** The theme's colours (CSS variables), so the illustrations follow the site colour and dark mode. */
export const ACCENT = "var(--mantine-primary-color-filled)";
/** Marks drawn on the accent: black or white, whichever the theme picked for its contrast. */
export const ON_ACCENT = "var(--mantine-primary-color-contrast)";
export const DIM = "var(--mantine-color-gray-6)";
export const BODY = "var(--mantine-color-body)";
export const INK = "var(--mantine-color-text)";
export const LINE = "var(--mantine-color-default-border)";
