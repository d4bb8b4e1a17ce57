import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { type RevenueScope, type VideoReportFilters, videoExportInput } from "./video-list-params";

export type ExportFormat = "xlsx" | "csv";

/**
 * Starts a video report file (Excel or CSV) with the rows the list shows. The answer is the stored
 * file, whose status has its own query per file id, so there is no cached answer to change.
 */
export function useVideoExportMutation(scope: RevenueScope, filters: VideoReportFilters) {
  return useMutation({
    mutationFn: (format: ExportFormat) =>
      callApi("musicVideoExportCall", videoExportInput(scope, filters, format)),
  });
}
