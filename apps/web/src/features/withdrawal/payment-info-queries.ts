import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";

export const paymentInfoKeys = { all: ["withdrawal", "info"] as const };

/** The account's payment info, account number masked; `info` is null until one is registered. */
export function paymentInfoQuery() {
  return queryOptions({
    queryKey: paymentInfoKeys.all,
    queryFn: () => callApi("paymentInfoCall", {}),
  });
}
