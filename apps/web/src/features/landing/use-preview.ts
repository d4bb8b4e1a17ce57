import { useEffect, useRef, useState } from "react";

/** One audio preview at a time: toggling a playing track pauses it, another one replaces it. */
export function usePreview() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = (src: string) => {
    if (!audio.current) {
      audio.current = new Audio();
      audio.current.addEventListener("ended", () => setPlaying(null));
    }
    const player = audio.current;
    if (playing === src) {
      player.pause();
      setPlaying(null);
      return;
    }
    player.src = src;
    setFailed(false);
    setPlaying(src);
    player.play().catch(() => {
      setPlaying(null);
      setFailed(true);
    });
  };
  return { playing, failed, toggle };
}
