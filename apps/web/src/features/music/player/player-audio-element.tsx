import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { showSnackbar } from "../../../stores/snackbar";
import { logMusic } from "../music-log";
import { playerAudio } from "./player-audio";
import { useCurrentTrack, usePlayer } from "./player-store";

/** A newly chosen track starts after this short pause (docs/spec.md §4, §9 default sleep). */
export const RESTART_PAUSE_MS = 100;

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The app's one <audio> element, mounted once in the dashboard layout so playback survives route
 * changes. Its events drive the player's status: play on "play", pause on "pause", end on "ended".
 */
export function PlayerAudioElement() {
  const { t } = useTranslation();
  const ref = useRef<HTMLAudioElement>(null);
  const track = useCurrentTrack();
  const startToken = usePlayer((s) => s.startToken);
  const loggedToken = useRef<number | null>(null);

  useEffect(() => {
    playerAudio.attach(ref.current);
    return () => playerAudio.attach(null);
  }, []);

  // A (re)chosen track: stop, load it, wait a moment, then play from zero.
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.pause();
    if (!track) {
      audio.removeAttribute("src");
      audio.load();
      return;
    }
    let cancelled = false;
    if (audio.getAttribute("src") !== track.music) audio.src = track.music;
    void sleep(RESTART_PAUSE_MS).then(() => {
      if (cancelled || usePlayer.getState().startToken !== startToken) return;
      audio.currentTime = 0;
      usePlayer.getState().setPosition(0);
      playerAudio.play();
    });
    return () => {
      cancelled = true;
    };
  }, [track, startToken]);

  const onPlay = () => {
    const state = usePlayer.getState();
    state.setStatus("play");
    const current = state.queue[state.index];
    // One "play" in the music log per start of a track, not per resume.
    if (current && loggedToken.current !== state.startToken) {
      loggedToken.current = state.startToken;
      logMusic("play", current.isrc);
    }
  };

  return (
    // biome-ignore lint/a11y/useMediaCaption: music tracks without speech
    <audio
      ref={ref}
      preload="auto"
      hidden
      onPlay={onPlay}
      onPause={() => usePlayer.getState().setStatus("pause")}
      onEnded={() => usePlayer.getState().ended()}
      onTimeUpdate={(event) => usePlayer.getState().setPosition(event.currentTarget.currentTime)}
      onDurationChange={(event) => usePlayer.getState().setDuration(event.currentTarget.duration)}
      onError={(event) => {
        if (!event.currentTarget.getAttribute("src")) return;
        usePlayer.getState().setStatus("pause");
        showSnackbar("error", t("player.loadError"));
      }}
    />
  );
}
