import type { ChannelDeleteCaution } from "@studio/contract";

/** Ticks or unticks one caution of the delete dialog, never listing one twice. */
export function toggleCaution(
  ticked: readonly ChannelDeleteCaution[],
  caution: ChannelDeleteCaution,
  on: boolean,
): ChannelDeleteCaution[] {
  const rest = ticked.filter((c) => c !== caution);
  return on ? [...rest, caution] : rest;
}
