import {
  notificationListCall,
  notificationReadAllCall,
  notificationReadCall,
  notificationUnreadCall,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../lib/register-call";
import { markAllRead, markRead, notificationPage, unreadCount } from "./queries";

/** The notification centre's calls (docs/decisions/120): each reads and marks the caller's own. */
export function registerNotificationRoutes(app: FastifyInstance): void {
  const readerOf = (network: { id: number }, account: { id: number }) => ({
    networkId: network.id,
    accountId: account.id,
  });

  registerCall(app, notificationListCall, async ({ deps, network, account, input }) => {
    const reader = readerOf(network, account);
    const [page, unread] = await Promise.all([
      notificationPage(deps.db, reader, input.before),
      unreadCount(deps.db, reader),
    ]);
    return { ...page, unread };
  });

  registerCall(app, notificationUnreadCall, async ({ deps, network, account }) => ({
    unread: await unreadCount(deps.db, readerOf(network, account)),
  }));

  registerCall(app, notificationReadCall, async ({ deps, network, account, input }) => {
    const reader = readerOf(network, account);
    await markRead(deps.db, reader, input.id, deps.now());
    return { unread: await unreadCount(deps.db, reader) };
  });

  registerCall(app, notificationReadAllCall, async ({ deps, network, account }) => {
    const reader = readerOf(network, account);
    await markAllRead(deps.db, reader, deps.now());
    return { unread: await unreadCount(deps.db, reader) };
  });
}
