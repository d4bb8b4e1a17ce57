import { Badge, Group } from "@mantine/core";
import type { TStaffAccount } from "@studio/contract";
import { useTranslation } from "react-i18next";

const STATE_COLOURS = { active: "green", suspended: "orange", blocked: "red", deleted: "gray" } as const;

/** An account's state, and whether its e-mail is still unverified. */
export function AccountStatusBadge({ account }: { account: TStaffAccount }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge variant="light" color={STATE_COLOURS[account.status]}>
        {t(`backoffice.accounts.states.${account.status}`)}
      </Badge>
      {!account.verified && (
        <Badge variant="outline" color="gray">
          {t("backoffice.accounts.unverified")}
        </Badge>
      )}
    </Group>
  );
}
