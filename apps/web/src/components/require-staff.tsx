import type { ReactNode } from "react";
import { useMe } from "../lib/session";
import { NotFoundPage } from "./errors/not-found-page";

/** Back-office screens exist only for network staff; anyone else gets the 404 page. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  if (!me?.is_staff) return <NotFoundPage />;
  return children;
}
