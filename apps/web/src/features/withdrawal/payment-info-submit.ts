import type { CallInput, paymentInfoRegisterCall } from "@studio/contract";

/** What a method's form hands over: its details, and the current password when it changes saved info. */
export type PaymentInfoSubmit = (
  details: CallInput<typeof paymentInfoRegisterCall>,
  password: string | undefined,
) => Promise<void>;
