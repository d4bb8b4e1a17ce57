import { Center, Image } from "@mantine/core";
import { IconVideo } from "@tabler/icons-react";
import { useState } from "react";

/** A video's thumbnail in a 9:16 frame (Shorts), or a placeholder when it has none or it fails. */
export function VideoThumbnail({ src, width = 36 }: { src: string; width?: number }) {
  const [failed, setFailed] = useState(false);
  const height = Math.round((width * 16) / 9);
  if (!src || failed) {
    return (
      <Center w={width} h={height} bg="gray.1" style={{ borderRadius: 6, flex: "none" }}>
        <IconVideo size={Math.max(14, width / 3)} color="var(--mantine-color-gray-5)" aria-hidden />
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      w={width}
      h={height}
      fit="cover"
      radius={6}
      style={{ flex: "none" }}
      onError={() => setFailed(true)}
    />
  );
}
