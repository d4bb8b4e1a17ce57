import { z } from "zod";
import { defineCall } from "./define-call";

/** Demo mode only (DEMO=true): mail captured instead of sent; absent in production. */
export const devMailsCall = defineCall({
  method: "GET",
  path: "dev/mails",
  summary: "Read the captured mail (demo mode only)",
  access: "public",
  input: z.object({ to: z.string().trim().max(254).optional() }),
  output: z.object({
    mails: z.array(
      z.object({
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        code: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
  errors: [],
});
