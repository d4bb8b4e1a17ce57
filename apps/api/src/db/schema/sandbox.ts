import { bigint, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./common";

/** The sandbox platform's table (demo and tests). */

export interface SandboxVideo {
  id: string;
  title: string;
  publishedAt: string;
  durationSeconds: number;
  viewCount: number;
  /** What the uploader wrote under the video, music credits included (campaign rules). */
  description?: string;
}

/** Channels of the sandbox platform (demo and tests), which speaks a subset of YouTube's API. */
export const sandboxChannels = pgTable("sandbox_channels", {
  handle: text("handle").primaryKey(),
  channelId: text("channel_id").notNull().unique(),
  title: text("title").notNull(),
  thumbnailUrl: text("thumbnail_url").notNull(),
  description: text("description").notNull().default(""),
  subscriberCount: bigint("subscriber_count", { mode: "number" }).notNull().default(0),
  viewCount: bigint("view_count", { mode: "number" }).notNull().default(0),
  shortsCount: integer("shorts_count").notNull().default(0),
  videos: jsonb("videos").$type<SandboxVideo[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
