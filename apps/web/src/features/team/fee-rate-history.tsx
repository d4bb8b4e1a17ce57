import { List, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryLoaded } from "../../components/query-states";
import { useTeamFormat } from "./team-format";
import { feeRateHistoryQuery } from "./team-queries";

/** A member's fee rates, newest first: the rate, the month it starts, who set it and when. */
export function FeeRateHistory({ member }: { member: number }) {
  const { t } = useTranslation();
  const format = useTeamFormat();
  const history = useQuery(feeRateHistoryQuery(member));
  return (
    <QueryLoaded query={history}>
      {({ items }) =>
        items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("team.fee.noHistory")}
          </Text>
        ) : (
          <List size="sm" spacing={4} aria-label={t("team.fee.history")}>
            {items.map((change) => (
              <List.Item key={`${change.month}-${change.changed_at}`}>
                {t("team.fee.historyEntry", {
                  rate: format.rate(change.fee_rate),
                  month: format.month(change.month),
                  by: change.changed_by.name,
                  date: format.date(change.changed_at),
                })}
              </List.Item>
            ))}
          </List>
        )
      }
    </QueryLoaded>
  );
}
