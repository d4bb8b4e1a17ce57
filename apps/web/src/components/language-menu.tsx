import { Button } from "@mantine/core";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@studio/contract";
import { IconWorld } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "../lib/preferences";
import { useSettings } from "../stores/settings";

/** The site's languages, each named in itself. */
export function useSiteLanguages(): Language[] {
  const site = useSettings((s) => s.metaSite);
  return LANGUAGES.filter((l) => !site || site.languages.includes(l));
}

const loadDropdown = () => import("./language-menu-dropdown");
const LanguageMenuDropdown = lazy(loadDropdown);

/**
 * The language button of the public pages. The menu itself (Mantine's Menu and its positioning
 * library) is fetched when the button is first used, not with the page: most visitors never open it.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const languages = useSiteLanguages();
  const change = useChangeLanguage();
  const [used, setUsed] = useState(false);
  const button = (
    <Button
      variant="subtle"
      size="compact-sm"
      // The visible name first, then what the button is for (WCAG 2.5.3, label in name).
      aria-label={`${LANGUAGE_NAMES[language]}, ${t("language.title")}`}
      leftSection={<IconWorld size={16} aria-hidden />}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={used ? undefined : () => setUsed(true)}
    >
      {LANGUAGE_NAMES[language]}
    </Button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenuDropdown target={button} language={language} languages={languages} onChoose={change} />
    </Suspense>
  );
}
