import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Divider, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { feeRateField, feeRateMonthField, type TTeamMember } from "@studio/contract";
import { useMemo } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ChosenModal } from "../../components/chosen-modal";
import { DialogActions } from "../../components/dialog-actions";
import { serverAlert, showServerError, useFieldErrors } from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { FeeRateHistory } from "./fee-rate-history";
import { FeeRatePreview } from "./fee-rate-preview";
import { feeRateMonths, useTeamFormat } from "./team-format";
import { useUpdateMemberMutation } from "./team-mutations";

/** The contract's fee rate (0-100, two decimals) and start month (`YYYY-MM`, this month or later). */
export const feeRateSchema = z.object({ fee_rate: feeRateField, month: feeRateMonthField });
type FeeRateForm = z.input<typeof feeRateSchema>;

const FIELD_OF_CODE: Partial<Record<number, Path<FeeRateForm>>> = { 10028: "fee_rate", 10029: "month" };

/**
 * Changes a member's fee rate from the first day of a chosen month, with the member's rate history
 * and what the member and the manager would get that month under the new rate.
 */
export function FeeRateDialog({ member, onClose }: { member: TTeamMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ChosenModal chosen={member} onClose={onClose} title={t("team.fee.title")} size="lg">
      {(chosen) => <FeeRateForm member={chosen} onDone={onClose} />}
    </ChosenModal>
  );
}

function FeeRateForm({ member, onDone }: { member: TTeamMember; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const format = useTeamFormat();
  const update = useUpdateMemberMutation();
  const months = useMemo(() => feeRateMonths(new Date()), []);
  const { register, control, handleSubmit, formState, setError } = useForm<
    FeeRateForm,
    unknown,
    z.output<typeof feeRateSchema>
  >({
    resolver: zodResolver(feeRateSchema),
    defaultValues: { fee_rate: String(member.fee_rate), month: months[0] ?? "" },
  });
  const fieldError = useFieldErrors(formState.errors);
  const [feeRate, month] = useWatch({ control, name: ["fee_rate", "month"] });

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ target: member.id, ...values });
      showSnackbar(
        "success",
        t("team.fee.done", {
          name: member.name,
          rate: format.rate(values.fee_rate),
          month: format.month(values.month),
        }),
      );
      onDone();
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  });

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t("team.fee.intro", { name: member.name, rate: format.rate(member.fee_rate) })}
          </Text>
          <TextInput
            label={t("team.fee.rate")}
            description={t("team.fee.rateHint")}
            inputMode="decimal"
            rightSection="%"
            withAsterisk
            {...register("fee_rate")}
            error={fieldError("fee_rate")}
          />
          <NativeSelect
            label={t("team.fee.month")}
            description={t("team.fee.monthHint")}
            data={months.map((value) => ({ value, label: format.month(value) }))}
            {...register("month")}
            error={fieldError("month")}
          />
          <FeeRatePreview member={member.id} feeRate={feeRate} month={month} />
          <DialogActions error={serverAlert(formState.errors)} onCancel={onDone}>
            <Button type="submit" loading={update.isPending}>
              {t("team.fee.submit")}
            </Button>
          </DialogActions>
        </Stack>
      </form>
      <Divider />
      <section aria-labelledby="fee-rate-history-title">
        <Title order={3} size="h5" id="fee-rate-history-title" mb="xs">
          {t("team.fee.history")}
        </Title>
        <FeeRateHistory member={member.id} />
      </section>
    </Stack>
  );
}
