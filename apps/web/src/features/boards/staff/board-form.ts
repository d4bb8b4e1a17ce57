import {
  type BoardKind,
  LANGUAGES,
  type Language,
  type TAdminBoard,
  type TBoardInput,
} from "@studio/contract";

/**
 * The editor's form values: dates as the browser's `datetime-local` text (local time), every
 * language present (an empty title leaves that language out), the campaign behind a switch.
 */
export interface BoardFormValues {
  kind: BoardKind;
  pinned: boolean;
  hidden: boolean;
  publish_at: string;
  ends_at: string;
  translations: { language: Language; title: string; body: string }[];
  withCampaign: boolean;
  campaign: {
    track_isrc: string;
    view_goal: string;
    apply_from: string;
    apply_until: string;
    benefit_from: string;
    benefit_until: string;
    min_seconds: string;
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as `datetime-local` text in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `datetime-local` text (local time) as an ISO instant; "" stays empty. */
export function fromLocalInput(text: string): string {
  if (!text) return "";
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
}

export function formValuesOf(board: TAdminBoard | null, kind: BoardKind, now: Date): BoardFormValues {
  const week = new Date(now.getTime() + 7 * 86_400_000).toISOString();
  const text = (language: Language) => board?.translations.find((t) => t.language === language);
  const campaign = board?.campaign;
  return {
    kind: board?.kind ?? kind,
    pinned: board?.pinned ?? false,
    hidden: board?.hidden ?? false,
    publish_at: toLocalInput(board?.publish_at ?? now.toISOString()),
    ends_at: toLocalInput(board?.ends_at ?? (kind === "popup" ? week : null)),
    translations: LANGUAGES.map((language) => ({
      language,
      title: text(language)?.title ?? "",
      body: text(language)?.body ?? "",
    })),
    withCampaign: Boolean(campaign),
    campaign: {
      track_isrc: campaign?.track_isrc ?? "",
      view_goal: String(campaign?.view_goal ?? 100_000),
      apply_from: toLocalInput(campaign?.apply_from ?? now.toISOString()),
      apply_until: toLocalInput(campaign?.apply_until ?? week),
      benefit_from: toLocalInput(campaign?.benefit_from ?? now.toISOString()),
      benefit_until: toLocalInput(campaign?.benefit_until ?? week),
      min_seconds: String(campaign?.min_seconds ?? 0),
    },
  };
}

/** The contract's input of the form: the server validates it (the contract's ZBoardInput). */
export function boardInputOf(values: BoardFormValues, id: number | undefined): TBoardInput {
  const c = values.campaign;
  return {
    ...(id ? { id } : {}),
    kind: values.kind,
    pinned: values.pinned,
    hidden: values.hidden,
    publish_at: fromLocalInput(values.publish_at),
    ends_at: values.kind === "popup" && values.ends_at ? fromLocalInput(values.ends_at) : null,
    translations: values.translations.filter((t) => t.title.trim() !== ""),
    campaign:
      values.kind === "event" && values.withCampaign
        ? {
            track_isrc: c.track_isrc,
            view_goal: Number(c.view_goal),
            apply_from: fromLocalInput(c.apply_from),
            apply_until: fromLocalInput(c.apply_until),
            benefit_from: fromLocalInput(c.benefit_from),
            benefit_until: fromLocalInput(c.benefit_until),
            min_seconds: Number(c.min_seconds),
          }
        : null,
  };
}
