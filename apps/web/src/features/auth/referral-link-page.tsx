import { Navigate, useParams } from "react-router";
import { storage } from "../../stores/storage";

/** /r/{code}: remembers the invite code for sign-up and opens the join screen. */
export function ReferralLinkPage() {
  const { code = "" } = useParams();
  const clean = code.replace(/[^A-Za-z0-9]/g, "").slice(0, 32);
  if (clean) storage.set("referralCode", clean);
  return <Navigate to={clean ? `/join?code=${encodeURIComponent(clean)}` : "/join"} replace />;
}
