import { z } from "zod";

/** Every API answer is one of these two shapes (docs/design.md §2). */
export const ZFailure = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TFailure = z.infer<typeof ZFailure>;

export function successOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}
export type TSuccess<T> = { success: true; message: string; data: T };
export type TEnvelope<T> = TSuccess<T> | TFailure;
