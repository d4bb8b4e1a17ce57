import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";

/**
 * A query whose answer, when it arrives, is drawn as a transition (docs/decisions/118): the render
 * that the answer's arrival forces shows the screen as it was, and React then draws the new answer in
 * slices, letting the browser in between, instead of in one long task. For screens whose answer is
 * much to draw: figures, charts, tables of rows.
 */
export function useSlicedQuery<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useDeferredValue(useQuery(options));
}
