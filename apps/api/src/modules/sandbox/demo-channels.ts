import type { Db } from "../../db/client";
import { createSandboxChannel, type NewSandboxChannel } from "./sandbox-store";

/** The sandbox platform's demo channels; some are registered in Studio by the seed, some are free. */
export const DEMO_SANDBOX_CHANNELS: NewSandboxChannel[] = [
  { handle: "dailykitchen", title: "Daily Kitchen", viewCount: 4_820_000, shortsCount: 214 },
  { handle: "citydance", title: "City Dance Crew", viewCount: 1_250_000, shortsCount: 96 },
  { handle: "pawsandfriends", title: "Paws & Friends", viewCount: 86_400, shortsCount: 31 },
  { handle: "seoulwalks", title: "서울 산책", viewCount: 640_000, shortsCount: 58 },
  { handle: "mingxiaochu", title: "明小厨", viewCount: 2_310_000, shortsCount: 143 },
  { handle: "kpopbeats", title: "K-Pop Beats", viewCount: 980_000, shortsCount: 77 },
  { handle: "retro-gamer", title: "Retro Gamer", viewCount: 375_000, shortsCount: 44 },
  { handle: "tiny-travels", title: "Tiny Travels", viewCount: 52_000, shortsCount: 12 },
];

export async function seedSandboxChannels(db: Db): Promise<void> {
  for (const channel of DEMO_SANDBOX_CHANNELS) await createSandboxChannel(db, channel);
}
