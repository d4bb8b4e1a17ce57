import { Button, Menu } from "@mantine/core";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@studio/contract";
import { IconWorld } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "../lib/preferences";
import { useSettings } from "../stores/settings";

/** The site's languages, each named in itself. */
export function useSiteLanguages(): Language[] {
  const site = useSettings((s) => s.metaSite);
  return LANGUAGES.filter((l) => !site || site.languages.includes(l));
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const languages = useSiteLanguages();
  const change = useChangeLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={t("language.title")}
          leftSection={<IconWorld size={16} aria-hidden />}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((l) => (
          <Menu.Item key={l} onClick={() => change(l)} aria-current={l === language ? "true" : undefined}>
            {LANGUAGE_NAMES[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
