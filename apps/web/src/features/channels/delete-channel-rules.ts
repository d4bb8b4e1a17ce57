import { CHANNEL_DELETE_CAUTIONS, type ChannelDeleteCaution, PASSWORD_SPEC } from "@studio/contract";

/** Every caution ticked (docs/spec.md §5): only then may the person confirm. */
export function allCautionsTicked(ticked: readonly ChannelDeleteCaution[]): boolean {
  return CHANNEL_DELETE_CAUTIONS.every((caution) => ticked.includes(caution));
}

/** The manager's password is 4-64 characters (docs/spec.md §5). */
export function isPasswordLengthValid(password: string): boolean {
  return password.length >= PASSWORD_SPEC.min && password.length <= PASSWORD_SPEC.max;
}

export function toggleCaution(
  ticked: readonly ChannelDeleteCaution[],
  caution: ChannelDeleteCaution,
  on: boolean,
): ChannelDeleteCaution[] {
  const rest = ticked.filter((c) => c !== caution);
  return on ? [...rest, caution] : rest;
}
