import { z } from "zod";
import { defineCall } from "./define-call";
import { idField, instant, pageOf, pagingFields } from "./fields";
import { CALL_ROUTES } from "./routes";

/**
 * The failed-mail screen (docs/decisions/136): mail the outbox gave up on after a day of retries,
 * and its resend. Staff of either role, their own network's mail only.
 */

export const ZFailedMail = z.object({
  id: z.number().int(),
  /** The recipient masked (`j***@example.com`). */
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  /** Why the last attempt failed, addresses in it masked. */
  last_error: z.string().nullable(),
  created_at: instant,
  /** When its first attempt failed (null for mail given up on before the outbox kept it). */
  first_failed_at: instant.nullable(),
  /** False for mail given up on before its content was kept: nothing left to send. */
  resendable: z.boolean(),
});
export type TFailedMail = z.infer<typeof ZFailedMail>;

export const adminMailFailedListCall = defineCall({
  ...CALL_ROUTES.adminMailFailedListCall,
  summary: "Mail the outbox gave up on after a day of retries, newest first",
  input: z.object({ ...pagingFields }),
  output: pageOf(ZFailedMail),
  errors: [],
});

export const adminMailResendCall = defineCall({
  ...CALL_ROUTES.adminMailResendCall,
  summary: "Queue a failed mail again, with a fresh day of retries; false when it is not failed (any more)",
  input: z.object({ mail_id: idField }),
  output: z.object({ resent: z.boolean() }),
  errors: [],
});
