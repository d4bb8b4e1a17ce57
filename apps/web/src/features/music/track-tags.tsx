import { Badge, Group } from "@mantine/core";
import type { MusicTag } from "@studio/contract";
import { useTagLabel } from "./use-tag-label";

/** A track's first few tags as badges, and how many more there are. */
export function TrackTags({ tags, max = 3 }: { tags: readonly MusicTag[]; max?: number }) {
  const label = useTagLabel();
  if (tags.length === 0) return null;
  const more = tags.length - max;
  return (
    <Group gap={4} wrap="wrap">
      {tags.slice(0, max).map((tag) => (
        <Badge key={tag} variant="light" color="gray" size="sm" radius="sm" tt="none">
          {label(tag)}
        </Badge>
      ))}
      {more > 0 && (
        <Badge
          variant="outline"
          color="gray"
          size="sm"
          radius="sm"
          title={tags.slice(max).map(label).join(", ")}
        >
          +{more}
        </Badge>
      )}
    </Group>
  );
}
