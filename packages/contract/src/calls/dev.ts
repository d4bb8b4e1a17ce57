import { z } from "zod";
import { defineCall } from "./define-call";
import { CALL_ROUTES } from "./routes";

/** Demo mode only (DEMO=true): mail captured instead of sent; absent in production. */
export const devMailsCall = defineCall({
  ...CALL_ROUTES.devMailsCall,
  summary: "Read the captured mail (demo mode only)",
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
