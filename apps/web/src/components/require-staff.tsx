import type { ReactNode } from "react";
import { useMe } from "../lib/session";
import { NotFoundPage } from "./errors/not-found-page";

/**
 * Back-office screens exist only for network staff, and some only for its administrators
 * (docs/decisions/125); anyone else gets the 404 page.
 */
export function RequireStaff({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const { data: me } = useMe();
  if (!me?.is_staff || (admin && me.staff_role !== "admin")) return <NotFoundPage />;
  return children;
}
