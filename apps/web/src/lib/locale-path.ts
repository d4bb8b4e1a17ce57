import { isLanguage } from "@studio/contract";
import { useCallback } from "react";
import { useParams } from "react-router";

/**
 * Links between public pages keep the language prefix the visitor came in with (/ko/guides leads to
 * /ko/guides/auths), so each language's pages link to each other as search engines index them.
 */
export function useLocalePath(): (path: string) => string {
  const { locale } = useParams();
  return useCallback(
    (path: string) => (isLanguage(locale) ? `/${locale}${path === "/" ? "" : path}` : path),
    [locale],
  );
}
