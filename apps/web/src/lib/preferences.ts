import type { Currency, Language } from "@studio/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useSettings } from "../stores/settings";
import { callApi } from "./api-client";
import { changeLanguage } from "./i18n";

/** Remembers the choice on the account too (mails follow it); a failure there is not the person's problem. */
function rememberOnAccount(values: { language?: Language; currency?: Currency }) {
  if (!useSettings.getState().token) return;
  callApi("preferencesCall", values).catch(() => undefined);
}

export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      useSettings.getState().setLanguage(language);
      await changeLanguage(language);
      rememberOnAccount({ language });
      // Server texts (errors, names) come in the request's language: fetch them again.
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}

export function useChangeCurrency() {
  const queryClient = useQueryClient();
  return useCallback(
    async (currency: Currency) => {
      useSettings.getState().setCurrency(currency);
      rememberOnAccount({ currency });
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
