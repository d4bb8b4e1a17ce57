import { isLanguage } from "@studio/contract";
import { useEffect } from "react";
import { Outlet, useParams } from "react-router";
import { NotFoundPage } from "../components/errors/not-found-page";
import { useChangeLanguage } from "../lib/preferences";
import { useSettings } from "../stores/settings";

/** /ko/login and friends: the same public pages, in the language the path names. */
export function LocalePrefix() {
  const { locale } = useParams();
  const current = useSettings((s) => s.language);
  const site = useSettings((s) => s.metaSite);
  const change = useChangeLanguage();
  const valid = isLanguage(locale) && (!site || site.languages.includes(locale));
  useEffect(() => {
    if (valid && locale !== current) change(locale);
  }, [valid, locale, current, change]);
  return valid ? <Outlet /> : <NotFoundPage />;
}
