import { useParams } from "react-router";
import { BoardDetailPage } from "./board-detail-page";
import { BoardsPage } from "./boards-page";

/**
 * `/notices`, `/notices/{id}`, `/events` and `/events/{id}` (docs/spec.md §2): one route each with
 * an optional id (docs/decisions/122), the list without it and the item with it.
 */
export function NoticesRoute() {
  return useParams().id ? <BoardDetailPage kind="notice" /> : <BoardsPage kind="notice" />;
}

export function EventsRoute() {
  return useParams().id ? <BoardDetailPage kind="event" /> : <BoardsPage kind="event" />;
}
