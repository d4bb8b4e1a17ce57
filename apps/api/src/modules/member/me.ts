import {
  ACCOUNT_TYPES,
  type AccountType,
  isLanguage,
  type Permission,
  type TMe,
  toSelectableCurrency,
} from "@studio/contract";
import type { Account } from "../../db/rows";
import { secondFactorRequired } from "../auth";

/** Highest network level for managers, middle for every other network type, creator otherwise. */
export function permissionOf(accountType: string): Permission {
  if (accountType === "mcn") return "manager";
  if (accountType === "mcn_creator") return "middle";
  return "creator";
}

function accountTypeOf(value: string): AccountType {
  return (ACCOUNT_TYPES as readonly string[]).includes(value) ? (value as AccountType) : "";
}

export function toMe(account: Account): TMe {
  return {
    info: { name: account.nickname, user_id: account.email },
    permission: permissionOf(account.accountType),
    permission_flag: account.permissionFlag,
    auth_required: account.emailVerifiedAt === null,
    is_mcn_related: account.isMcnRelated,
    account_type: accountTypeOf(account.accountType),
    is_staff: account.isStaff,
    staff_role: account.staffRole,
    language: isLanguage(account.language) ? account.language : "en",
    currency: toSelectableCurrency(account.currency),
    tutorial_step: account.tutorialStep,
    push: { notice: account.pushNotice, marketing: account.pushMarketing },
    referral_code: account.referralCode,
    created_at: account.createdAt.toISOString(),
    two_factor: twoFactorOf(account),
  };
}

/** Whether the account signs in with a second factor, and whether it must still set one up (docs/decisions/142). */
export function twoFactorOf(account: Account): TMe["two_factor"] {
  if (account.secondFactorAt) return "on";
  return secondFactorRequired(account) ? "setup_required" : "off";
}
