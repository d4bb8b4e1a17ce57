import type {
  TChannel,
  TChannelRow,
  TFigures,
  TMe,
  TMusic,
  TQueuedChannel,
  TSiteMeta,
  TTeamMember,
} from "@studio/contract";

/** A site as site/meta answers it: the demo's default network, in all four languages. */
export function aSiteMeta(overrides: Partial<TSiteMeta> = {}): TSiteMeta {
  return {
    name: "Studio",
    domain: "",
    logo: "",
    exclusive_logo: false,
    color_primary: "#5b4cf0",
    color_primary_dim: "#ece9fe",
    languages: ["en", "ko", "zh-CN", "zh-TW"],
    currencies: ["USD", "CNY"],
    chat_link: "",
    password: { min: 8, max: 64 },
    demo: false,
    ...overrides,
  };
}

/** A signed-in member as member/me answers it. */
export function aMember(overrides: Partial<TMe> = {}): TMe {
  return {
    info: { name: "Mina", user_id: "mina@studio.test" },
    permission: "creator",
    permission_flag: 0,
    auth_required: false,
    is_mcn_related: false,
    account_type: "",
    is_staff: false,
    staff_role: null,
    language: "en",
    currency: "USD",
    tutorial_step: 0,
    push: { notice: true, marketing: false },
    referral_code: "MINA01",
    created_at: "2026-01-02T03:04:05.000Z",
    two_factor: "off",
    ...overrides,
  };
}

/** A manager (highest network permission) as member/me answers it. */
export function aManager(overrides: Partial<TMe> = {}): TMe {
  return aMember({
    info: { name: "Boss", user_id: "manager@studio.test" },
    permission: "manager",
    account_type: "mcn",
    is_mcn_related: true,
    ...overrides,
  });
}

/** Member n of a manager's team as member/mcn/accounts answers it. */
export function aTeamMember(n: number, overrides: Partial<TTeamMember> = {}): TTeamMember {
  return {
    id: n,
    user_id: `member${n}@studio.test`,
    name: `Member${n}`,
    fee_rate: 30,
    next_fee_rate: null,
    registered_at: "2026-01-02T03:04:05.000Z",
    channels: [],
    ...overrides,
  };
}

/** A channel as the channel calls answer it. */
export function aChannel(overrides: Partial<TChannel> = {}): TChannel {
  return {
    id: 7,
    platform: "youtube",
    platform_channel_id: "UC1234567890123456789012",
    handle: "@dance_crew",
    link: "https://www.youtube.com/@dance_crew",
    name: "Dance Crew",
    thumbnail: "",
    category: "game",
    status: "pending",
    verification_code: "STUDIO-ABCDEF1234",
    verification: {
      state: "none",
      checking: false,
      checking_until: null,
      last_checked_at: null,
      verified_at: null,
    },
    registered_at: "2026-01-02T03:04:05.000Z",
    approved_at: null,
    owner: { id: 1, name: "Mina" },
    assigned_member: null,
    shorts_count: 0,
    total_views: 0,
    subscriber_count: 0,
    estimated_profit: "0",
    figures: null,
    review: { last_requested_at: null, can_request: false, deny_reason: null },
    watch: { code_missing_since: null, handle_changed_from: null, handle_changed_at: null },
    can_manage: true,
    ...overrides,
  };
}

export function aQueuedChannel(overrides: Partial<TQueuedChannel> = {}): TQueuedChannel {
  return { ...aChannel(), owner_email: "mina@studio.test", ...overrides };
}

/** Figures of a period as the revenue calls answer them (money on the wire is micro-USD text). */
export function someFigures(overrides: Partial<TFigures> = {}): TFigures {
  return {
    revenue: "12345000",
    revenue_display: "12.345",
    rate: "1",
    views: 1000,
    premium_views: 100,
    premium_rate: "10.00",
    rpm: "12345000",
    rpm_display: "12.345",
    ...overrides,
  };
}

/** A channel's row in the channel report. */
export function aChannelRow(channel: { id: number; title: string }): TChannelRow {
  return {
    ...someFigures(),
    channel: { ...channel, handle: `@${channel.title.toLowerCase()}`, thumbnail: "" },
    videos: 3,
  };
}

/** Track n of the catalogue as the music calls answer it. */
export function aTrack(n: number, overrides: Partial<TMusic> = {}): TMusic {
  return {
    isrc: `KRA40260000${n}`,
    name: `Track ${n}`,
    artist: `Artist ${n}`,
    thumbnail: "",
    music: `/audio/${n}.mp3`,
    duration: 30,
    category: "bgm",
    tags: [],
    favorited: false,
    shopping: false,
    prioritized: false,
    instrumental: true,
    release_date: "2026-01-01",
    ...overrides,
  };
}
