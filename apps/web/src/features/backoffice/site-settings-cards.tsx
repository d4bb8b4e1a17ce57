import {
  Checkbox,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Title,
} from "@mantine/core";
import {
  CURRENCIES,
  LANGUAGE_NAMES,
  LANGUAGES,
  type TSiteSettings,
  type ZSiteSettings,
} from "@studio/contract";
import { useId } from "react";
import { type Control, Controller, type Path, type UseFormRegister, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ColourPreview } from "./colour-preview";

export type SiteForm = z.input<typeof ZSiteSettings>;

/** A field's message when the form refused it (`backoffice.site.invalid.<key>`), else nothing. */
export type InvalidText = (field: Path<SiteForm>, key: string) => string | undefined;

/** What each card of the site settings form needs of the form (site-page.tsx). */
export interface SiteFields {
  control: Control<SiteForm, unknown, TSiteSettings>;
  register: UseFormRegister<SiteForm>;
  invalid: InvalidText;
}

/** The network's name, domains, languages and currencies. */
export function IdentityCard({ control, register, invalid }: SiteFields) {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t("backoffice.site.identity")}>
      <TextInput
        label={t("backoffice.site.name")}
        required
        {...register("name")}
        error={invalid("name", "name")}
      />
      <Controller
        control={control}
        name="domains"
        render={({ field }) => (
          <TagsInput
            label={t("backoffice.site.domains")}
            description={t("backoffice.site.domainsHint")}
            value={field.value}
            onChange={field.onChange}
            error={invalid("domains", "domains")}
            splitChars={[",", " "]}
          />
        )}
      />
      <Controller
        control={control}
        name="languages"
        render={({ field }) => (
          <Checkbox.Group
            label={t("backoffice.site.languages")}
            value={field.value}
            onChange={field.onChange}
            error={invalid("languages", "languages")}
          >
            <Group mt="xs">
              {LANGUAGES.map((code) => (
                <Checkbox key={code} value={code} label={LANGUAGE_NAMES[code]} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Controller
        control={control}
        name="currencies"
        render={({ field }) => (
          <Checkbox.Group
            label={t("backoffice.site.currencies")}
            value={field.value}
            onChange={field.onChange}
            error={invalid("currencies", "currencies")}
          >
            <Group mt="xs">
              {CURRENCIES.map((code) => (
                <Checkbox key={code} value={code} label={code} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
    </SettingsCard>
  );
}

/** The site colour and its tint with their live preview, and whether only the network's logo shows. */
export function ColoursCard({ control, register, invalid }: SiteFields) {
  const { t } = useTranslation();
  const [primary, tint, name] = useWatch({ control, name: ["color_primary", "color_primary_dim", "name"] });
  return (
    <SettingsCard title={t("backoffice.site.colours")}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="color_primary"
          render={({ field }) => (
            <ColorInput
              label={t("backoffice.site.primary")}
              description={t("backoffice.site.primaryHint")}
              format="hex"
              withEyeDropper={false}
              value={field.value}
              onChange={field.onChange}
              error={invalid("color_primary", "primary")}
            />
          )}
        />
        <Controller
          control={control}
          name="color_primary_dim"
          render={({ field }) => (
            <ColorInput
              label={t("backoffice.site.tint")}
              description={t("backoffice.site.tintHint")}
              format="hex"
              withEyeDropper={false}
              value={field.value}
              onChange={field.onChange}
              error={invalid("color_primary_dim", "tint")}
            />
          )}
        />
      </SimpleGrid>
      <ColourPreview primary={primary} tint={tint} name={name} />
      <Checkbox
        label={t("backoffice.site.exclusiveLogo")}
        description={t("backoffice.site.exclusiveLogoHint")}
        {...register("exclusive_logo")}
      />
    </SettingsCard>
  );
}

/** The business rules the product reads from the network: limits, days, time zone, countries, chat. */
export function RulesCard({ control, register, invalid }: SiteFields) {
  const { t } = useTranslation();
  const number = { control, invalid };
  return (
    <SettingsCard title={t("backoffice.site.rules")}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField
          {...number}
          field="password_min"
          label={t("backoffice.site.passwordMin")}
          hint={t("backoffice.site.passwordMinHint")}
          min={4}
          max={64}
        />
        <NumberField
          {...number}
          field="favourites_limit"
          label={t("backoffice.site.favouritesLimit")}
          hint={t("backoffice.site.favouritesLimitHint")}
          min={1}
          max={1000}
        />
        <NumberField
          {...number}
          field="hold_threshold_views"
          label={t("backoffice.site.holdThreshold")}
          hint={t("backoffice.site.holdThresholdHint")}
          min={0}
          max={1_000_000_000}
        />
        <NumberField
          {...number}
          field="withdrawal_open_day"
          label={t("backoffice.site.openDay")}
          hint={t("backoffice.site.openDayHint")}
          min={1}
          max={28}
        />
        <NumberField
          {...number}
          field="payout_cooling_off_hours"
          label={t("backoffice.payoutProtection.coolingOff")}
          hint={t("backoffice.payoutProtection.coolingOffHint")}
          min={0}
          max={720}
        />
        <NumberField
          {...number}
          field="referral_share_bp"
          label={t("backoffice.site.referralShare")}
          hint={t("backoffice.site.referralShareHint")}
          min={0}
          max={5000}
        />
        <NumberField
          {...number}
          field="manual_approval_usd"
          label={t("backoffice.site.manualApproval")}
          hint={t("backoffice.site.manualApprovalHint")}
          min={0}
          max={1_000_000_000}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t("backoffice.site.timeZone")}
          description={t("backoffice.site.timeZoneHint")}
          {...register("time_zone")}
          error={invalid("time_zone", "timeZone")}
        />
        <TextInput
          label={t("backoffice.site.isrcPrefix")}
          description={t("backoffice.site.isrcPrefixHint")}
          {...register("isrc_prefix")}
          error={invalid("isrc_prefix", "isrcPrefix")}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="no_bank_transfer_countries"
        render={({ field }) => (
          <TagsInput
            label={t("backoffice.site.noBankCountries")}
            description={t("backoffice.site.noBankCountriesHint")}
            value={field.value}
            onChange={(values) => field.onChange(values.map((code) => code.trim().toUpperCase()))}
            error={invalid("no_bank_transfer_countries", "countries")}
            splitChars={[",", " "]}
          />
        )}
      />
      <TextInput
        label={t("backoffice.site.chatLink")}
        description={t("backoffice.site.chatLinkHint")}
        {...register("chat_link")}
        error={invalid("chat_link", "chatLink")}
      />
    </SettingsCard>
  );
}

/** The issuer printed on withdrawal invoices. */
export function InvoiceCard({ register }: Pick<SiteFields, "register">) {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t("backoffice.site.invoice")}>
      <TextInput label={t("backoffice.site.issuerName")} {...register("invoice_issuer_name")} />
      <TextInput label={t("backoffice.site.issuerAddress")} {...register("invoice_issuer_address")} />
      <TextInput
        label={t("backoffice.site.issuerRegistration")}
        {...register("invoice_issuer_registration")}
      />
    </SettingsCard>
  );
}

/** A whole-number setting between `min` and `max`. */
function NumberField({
  control,
  invalid,
  field,
  label,
  hint,
  min,
  max,
}: Pick<SiteFields, "control" | "invalid"> & {
  field: Path<SiteForm>;
  label: string;
  hint: string;
  min: number;
  max: number;
}) {
  return (
    <Controller
      control={control}
      name={field}
      render={({ field: input }) => (
        <NumberInput
          label={label}
          description={hint}
          min={min}
          max={max}
          allowDecimal={false}
          value={input.value as number}
          onChange={(value) => input.onChange(typeof value === "number" ? value : Number(value))}
          error={invalid(field, "number")}
        />
      )}
    />
  );
}

function SettingsCard({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
