import { z } from "zod";
import { defineCall } from "./define-call";
import { instant, pageOf, pagingFields } from "./fields";
import { CALL_ROUTES } from "./routes";

/**
 * The job queue screen of the back-office (docs/decisions/135): each background queue with its jobs
 * by state, the jobs that failed for good with their error, and a retry of one of them. Jobs are the
 * installation's, not a network's: only administrators of the default network reach these calls.
 */

/** The states of a job in the queue (pg-boss's): waiting, waiting to be retried, running, finished. */
export const JOB_STATES = ["created", "retry", "active", "completed", "failed", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The longest error text a failed job shows; the rest is cut (the stack is never shown). */
export const JOB_ERROR_MAX = 500;

/** A queue's name as the API names its queues: letters, digits and `_ . - /`. */
export const jobQueueField = z
  .string()
  .trim()
  .regex(/^[\w.\-/]{1,100}$/);

export const ZJobQueue = z.object({
  name: z.string(),
  /** Jobs by state, every state present (0 when none). */
  counts: z.object({
    created: z.number().int(),
    retry: z.number().int(),
    active: z.number().int(),
    completed: z.number().int(),
    failed: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type TJobQueue = z.infer<typeof ZJobQueue>;

export const adminJobQueuesCall = defineCall({
  ...CALL_ROUTES.adminJobQueuesCall,
  summary: "Every background job queue with its jobs by state (administrators of the default network)",
  input: z.object({}),
  output: z.object({ queues: z.array(ZJobQueue) }),
  errors: [],
});

export const ZFailedJob = z.object({
  id: z.string(),
  queue: z.string(),
  /** The error of its last attempt, at most JOB_ERROR_MAX characters; empty when none was kept. */
  error: z.string(),
  /** How many times it was retried before it failed for good. */
  retries: z.number().int(),
  created_at: instant,
  failed_at: instant.nullable(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

export const adminJobFailedCall = defineCall({
  ...CALL_ROUTES.adminJobFailedCall,
  summary: "The jobs that failed for good, newest first, of one queue or all",
  input: z.object({ ...pagingFields, queue: jobQueueField.optional() }),
  output: pageOf(ZFailedJob),
  errors: [],
});

export const adminJobRetryCall = defineCall({
  ...CALL_ROUTES.adminJobRetryCall,
  summary: "Run a failed job again (false: it was no longer failed, for instance retried already)",
  input: z.object({ queue: jobQueueField, id: z.uuid() }),
  output: z.object({ retried: z.boolean() }),
  errors: [],
});
