import { Group, Pagination } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Pages of a list of `total` rows (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The pager under a paged list: pages count from 0 (as the API's `page`), nothing shows for a
 * single page, and the previous/next controls have names in the user's language.
 */
export function ListPagination({
  total,
  pageSize,
  page,
  onPage,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        getControlProps={(control) => ({
          "aria-label": t(control === "next" ? "common.nextPage" : "common.previousPage"),
        })}
      />
    </Group>
  );
}
