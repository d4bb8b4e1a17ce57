import { z } from "zod";
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_TYPES } from "../constants";
import { defineCall } from "./define-call";
import { idField, instant } from "./fields";
import { CALL_ROUTES } from "./routes";

/**
 * The notification centre (docs/spec.md §2 `/notifications`, §3 notification types; docs/design.md
 * §9; docs/decisions/120): an account's notifications newest first, unread marked, and the unread
 * count the header shows.
 */

export const ZNotificationType = z.enum(NOTIFICATION_TYPES);

export const ZNotification = z.object({
  id: z.number().int(),
  type: ZNotificationType,
  /** What the reader's language renders the message from (a channel's name, a status...). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  read: z.boolean(),
  created_at: instant,
});
export type TNotification = z.infer<typeof ZNotification>;

export const notificationListCall = defineCall({
  ...CALL_ROUTES.notificationListCall,
  summary: "The account's notifications, newest first, a page at a time",
  input: z.object({
    /** The id of the last notification of the page before (none: the first page). */
    before: idField.optional(),
  }),
  output: z.object({
    items: z.array(ZNotification),
    /** Whether older notifications follow the last one. */
    more: z.boolean(),
    unread: z.number().int().min(0),
  }),
  errors: [],
});

export const notificationUnreadCall = defineCall({
  ...CALL_ROUTES.notificationUnreadCall,
  summary: `How many notifications are unread (counted up to ${NOTIFICATION_PAGE_SIZE.unreadCap}; more shows as "99+")`,
  input: z.object({}),
  output: z.object({ unread: z.number().int().min(0) }),
  errors: [],
});

export const notificationReadCall = defineCall({
  ...CALL_ROUTES.notificationReadCall,
  summary: "Mark one notification read (again is fine; another account's is never touched)",
  input: z.object({ id: idField }),
  output: z.object({ unread: z.number().int().min(0) }),
  errors: [],
});

export const notificationReadAllCall = defineCall({
  ...CALL_ROUTES.notificationReadAllCall,
  summary: "Mark every notification of the account read",
  input: z.object({}),
  output: z.object({ unread: z.number().int().min(0) }),
  errors: [],
});
