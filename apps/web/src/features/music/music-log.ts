import type { MusicLogKind } from "@studio/contract";
import { callApi } from "../../lib/api-client";

/** Records a play, an ISRC copy... in the music log; a failure there never bothers the person. */
export function logMusic(kind: MusicLogKind, isrc: string): void {
  void callApi("musicLogCall", { kind, isrc }).catch(() => undefined);
}
