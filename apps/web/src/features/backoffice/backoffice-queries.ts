import type {
  adminAccountSearchCall,
  adminAuditExportCall,
  adminAuditListCall,
  adminClearanceListCall,
  adminImportHistoryCall,
  adminTrackListCall,
  CallInput,
  CallName,
  CallOf,
  CallOutput,
} from "@studio/contract";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { saveTextFile } from "../../lib/save-file";
import { withDimSpinner } from "../../stores/loading";

/** The back-office's reads (docs/decisions/125): one key space, so every write refreshes what it changed. */
export const backofficeKeys = {
  all: ["backoffice"] as const,
  accounts: (filter: CallInput<typeof adminAccountSearchCall>) =>
    [...backofficeKeys.all, "accounts", filter] as const,
  account: (id: number) => [...backofficeKeys.all, "account", id] as const,
  rates: (from: string, to: string) => [...backofficeKeys.all, "rates", from, to] as const,
  site: () => [...backofficeKeys.all, "site"] as const,
  tracks: (filter: CallInput<typeof adminTrackListCall>) =>
    [...backofficeKeys.all, "tracks", filter] as const,
  imports: (filter: CallInput<typeof adminImportHistoryCall>) =>
    [...backofficeKeys.all, "imports", filter] as const,
  audit: (filter: CallInput<typeof adminAuditListCall>) => [...backofficeKeys.all, "audit", filter] as const,
  claims: (filter: CallInput<typeof adminClearanceListCall>) =>
    [...backofficeKeys.all, "claims", filter] as const,
};

/** The files a catalogue upload takes: the audio and cover types the server's import reads. */
export const MEDIA_ACCEPT = {
  audio: ".wav,.mp3,.m4a,.ogg,audio/*",
  image: ".jpg,.jpeg,.png,.webp,.svg,image/*",
} as const;

/** A list that keeps showing its last page while the next one loads (no flash on typing). */
const listQuery = <N extends CallName>(key: readonly unknown[], name: N, input: CallInput<CallOf<N>>) =>
  queryOptions({
    queryKey: key,
    queryFn: () => callApi(name, input),
    placeholderData: keepPreviousData,
  });

export const accountSearchQuery = (filter: CallInput<typeof adminAccountSearchCall>) =>
  listQuery(backofficeKeys.accounts(filter), "adminAccountSearchCall", filter);

export const accountDetailQuery = (id: number) =>
  queryOptions({
    queryKey: backofficeKeys.account(id),
    queryFn: () => callApi("adminAccountDetailCall", { account_id: id }),
  });

export const ratesQuery = (from: string, to: string) =>
  listQuery(backofficeKeys.rates(from, to), "adminRatesListCall", { from, to });

export const siteSettingsQuery = () =>
  queryOptions({ queryKey: backofficeKeys.site(), queryFn: () => callApi("adminSiteGetCall", {}) });

export const trackListQuery = (filter: CallInput<typeof adminTrackListCall>) =>
  listQuery(backofficeKeys.tracks(filter), "adminTrackListCall", filter);

export const importHistoryQuery = (filter: CallInput<typeof adminImportHistoryCall>) =>
  listQuery(backofficeKeys.imports(filter), "adminImportHistoryCall", filter);

export const auditQuery = (filter: CallInput<typeof adminAuditListCall>) =>
  listQuery(backofficeKeys.audit(filter), "adminAuditListCall", filter);

/** The network's at-risk videos (of one reason when asked) and the count per reason (docs/decisions/127). */
export const atRiskQuery = (filter: CallInput<typeof adminClearanceListCall>) =>
  listQuery(backofficeKeys.claims(filter), "adminClearanceListCall", filter);

/**
 * A back-office write: the dimmed spinner while it runs, then every back-office read is fetched
 * again (a suspension shows in the list, the detail and the audit at once).
 */
export function useStaffWrite<N extends CallName>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<CallOf<N>> | FormData): Promise<CallOutput<CallOf<N>>> =>
      withDimSpinner(`backoffice-${name}`, () => callApi(name, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}

/** An upload with its progress (0-1), then the server's work; every back-office read refreshes after. */
export function useStaffUpload<N extends CallName>(name: N, onProgress: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData): Promise<CallOutput<CallOf<N>>> =>
      callApi(name, form, { onUploadProgress: onProgress }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}

export async function downloadAudit(filter: CallInput<typeof adminAuditExportCall>): Promise<number> {
  const file = await callApi("adminAuditExportCall", filter);
  saveTextFile(file);
  return file.rows;
}
