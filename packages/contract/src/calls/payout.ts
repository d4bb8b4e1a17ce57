import { z } from "zod";
import { ZBankDetails, ZPaymentInfo, ZPaypalDetails } from "../payout/payment-info";
import { defineCall } from "./define-call";
import { requiredText } from "./fields";
import { CALL_ROUTES } from "./routes";
import { ZStepUpProof } from "./two-factor";

/**
 * Payment info of the signed-in account (docs/spec.md §2 `/withdrawal/info*`, §3, §5; docs/design.md
 * §7). Every account (creator, manager, member) has its own; the account number is only ever
 * answered masked (docs/decisions/084).
 */

const paymentInfoOutput = z.object({ info: ZPaymentInfo.nullable() });

/** Errors of the payment details themselves (docs/spec.md §8, docs/decisions/085). */
const DETAIL_ERRORS = [10007, 40016, 40017, 40018] as const;

export const paymentInfoCall = defineCall({
  ...CALL_ROUTES.paymentInfoCall,
  summary: "Read the account's payment info (account number masked), or null when none is registered",
  input: z.object({}),
  output: paymentInfoOutput,
  errors: [],
});

export const paymentInfoRegisterCall = defineCall({
  ...CALL_ROUTES.paymentInfoRegisterCall,
  summary: "Register the account's first payment info (bank or PayPal); a mail tells the account",
  input: z.union([ZBankDetails, ZPaypalDetails]),
  output: z.object({ info: ZPaymentInfo }),
  // 2 (409): payment info is already registered; changing it is info.update, with the password.
  errors: [...DETAIL_ERRORS],
  invalidAccessAs: [409],
});

/** The current password a change asks for (10019 when it is wrong), as member/account/update asks it. */
export const currentPasswordField = requiredText(128);

/**
 * A change asks for the current password and proof of the second factor (or, for an account without
 * one, a code mailed to it, `member/2fa/stepup.mail`); without the proof it answers 10035
 * (docs/decisions/144).
 */
const changeConfirmation = { password: currentPasswordField, proof: ZStepUpProof.optional() };

export const paymentInfoUpdateCall = defineCall({
  ...CALL_ROUTES.paymentInfoUpdateCall,
  summary:
    "Change the account's payment info (current password and second factor or mailed code needed); mails the account and the old and new PayPal addresses, and holds withdrawals for the network's cooling-off",
  input: z.union([ZBankDetails.extend(changeConfirmation), ZPaypalDetails.extend(changeConfirmation)]),
  output: z.object({ info: ZPaymentInfo }),
  errors: [...DETAIL_ERRORS, 10019, 10030, 10035, 40000],
  // 2 (409): another save of the same account won at the same moment.
  invalidAccessAs: [409],
});
