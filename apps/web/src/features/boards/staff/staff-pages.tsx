import { useParams } from "react-router";
import { AdminBoardsPage } from "./admin-boards-page";
import { BoardEditorPage } from "./board-editor-page";

/** `/admin/boards` and `/admin/boards/{id}` (`new` for a new item): the list, or the editor. */
export function AdminBoardsRoute() {
  return useParams().id ? <BoardEditorPage /> : <AdminBoardsPage />;
}
