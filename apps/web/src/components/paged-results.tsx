import { Paper, Stack, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListPagination } from "./list-pagination";
import { QueryLoaded } from "./query-states";

/** A bordered panel saying a list has nothing to show. */
export function EmptyPanel({ text }: { text: string }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Text ta="center" c="dimmed">
        {text}
      </Text>
    </Paper>
  );
}

/**
 * One page of a paged list (`{ items, total }`): loading and failure as every query shows them, the
 * empty panel, the count above the rows and the pager below them.
 */
export function PagedResults<T>({
  query,
  emptyText,
  countText,
  pageSize,
  page,
  onPage,
  children,
}: {
  query: UseQueryResult<{ items: T[]; total: number }>;
  emptyText: string;
  countText?: (total: number) => string;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <QueryLoaded query={query}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyPanel text={emptyText} />
        ) : (
          <Stack gap="sm">
            {countText && (
              <Text size="sm" c="dimmed">
                {countText(data.total)}
              </Text>
            )}
            {children(data.items)}
            <ListPagination total={data.total} pageSize={pageSize} page={page} onPage={onPage} />
          </Stack>
        )
      }
    </QueryLoaded>
  );
}
