import { NICKNAME } from "./constants";

/**
 * A nickname (docs/spec.md §5, docs/design.md §4): 2-12 characters counted as code points, each a
 * letter or a digit of any script; spaces and punctuation are refused. The text is checked as
 * given: trim it first.
 */
export function isValidNickname(name: string): boolean {
  const length = [...name].length;
  return length >= NICKNAME.min && length <= NICKNAME.max && /^[\p{L}\p{N}]+$/u.test(name);
}
