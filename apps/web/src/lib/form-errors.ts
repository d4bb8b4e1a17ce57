import {
  type ClientMessageKey,
  clientMessage,
  decodeIssue,
  errorMessage,
  isClientMessageKey,
  isErrorCode,
  type Language,
} from "@studio/contract";
import { useCallback } from "react";
import { useSettings } from "../stores/settings";

const CLIENT_PREFIX = "client:";

/** A form-only rule's message, by client message key (see CLIENT_MESSAGES). */
export const clientIssue = (key: ClientMessageKey) => `${CLIENT_PREFIX}${key}`;

/** Turns a validation message (a catalogue code, a client message key, or text) into the person's language. */
export function issueText(message: string | undefined, language: Language): string | undefined {
  if (!message) return undefined;
  const coded = decodeIssue(message);
  if (coded && isErrorCode(coded.code)) {
    return coded.code === 4
      ? clientMessage("allFieldsRequired", language)
      : errorMessage(coded.code, language, coded.params);
  }
  if (message.startsWith(CLIENT_PREFIX)) {
    const key = message.slice(CLIENT_PREFIX.length);
    if (isClientMessageKey(key)) return clientMessage(key, language);
  }
  return message;
}

export function useIssueText() {
  const language = useSettings((s) => s.language);
  return useCallback((message: string | undefined) => issueText(message, language), [language]);
}
