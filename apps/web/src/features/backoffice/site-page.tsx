import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
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
  type TSiteSettingsView,
  ZSiteSettings,
} from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Controller, type Path, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { QueryLoaded } from "../../components/query-states";
import { RequireStaff } from "../../components/require-staff";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { serverAlert, showServerError } from "../../lib/form-errors";
import { refreshSiteMeta } from "../../lib/site";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { siteSettingsQuery, useStaffWrite } from "./backoffice-queries";
import { ColourPreview } from "./colour-preview";
import { LogoUpload } from "./logo-upload";
import { StaffPageTitle } from "./staff-page-parts";

type SiteForm = z.input<typeof ZSiteSettings>;

/**
 * `/admin/site`: the network's name, domains, languages, currencies, colours (with a live preview
 * and their WCAG AA contrast), logo and every setting the product reads from the network
 * (administrators only, docs/decisions/125).
 */
export function AdminSitePage() {
  const { t } = useTranslation();
  const query = useQuery(siteSettingsQuery());
  return (
    <RequireStaff admin>
      <Stack gap="lg" maw={1000}>
        <StaffPageTitle title={t("backoffice.site.title")} subtitle={t("backoffice.site.subtitle")} />
        <QueryLoaded query={query}>
          {(settings) => (
            <>
              <LogoUpload logo={settings.logo} />
              <SiteSettingsForm settings={settings} />
            </>
          )}
        </QueryLoaded>
      </Stack>
    </RequireStaff>
  );
}

function SiteSettingsForm({ settings }: { settings: TSiteSettingsView }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const save = useStaffWrite("adminSiteSaveCall");
  const { logo: _logo, ...values } = settings;
  const { register, control, handleSubmit, formState, setError } = useForm<SiteForm, unknown, TSiteSettings>({
    resolver: zodResolver(ZSiteSettings),
    defaultValues: values,
  });
  const [primary, tint, name] = useWatch({ control, name: ["color_primary", "color_primary_dim", "name"] });
  const invalid = (field: Path<SiteForm>, key: string) =>
    (formState.errors as Record<string, unknown>)[field] ? t(`backoffice.site.invalid.${key}`) : undefined;
  const submit = handleSubmit(async (form) => {
    try {
      await save.mutateAsync(form);
      // The page shows the new look at once.
      await refreshSiteMeta();
      showSnackbar("success", t("backoffice.site.saved"));
    } catch (error) {
      showServerError(error, setError, language);
    }
  });
  const number = (field: Path<SiteForm>, label: string, hint: string, min: number, max: number) => (
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
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card title={t("backoffice.site.identity")}>
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
        </Card>

        <Card title={t("backoffice.site.colours")}>
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
        </Card>

        <Card title={t("backoffice.site.rules")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {number(
              "password_min",
              t("backoffice.site.passwordMin"),
              t("backoffice.site.passwordMinHint"),
              4,
              64,
            )}
            {number(
              "favourites_limit",
              t("backoffice.site.favouritesLimit"),
              t("backoffice.site.favouritesLimitHint"),
              1,
              1000,
            )}
            {number(
              "hold_threshold_views",
              t("backoffice.site.holdThreshold"),
              t("backoffice.site.holdThresholdHint"),
              0,
              1_000_000_000,
            )}
            {number(
              "withdrawal_open_day",
              t("backoffice.site.openDay"),
              t("backoffice.site.openDayHint"),
              1,
              28,
            )}
            {number(
              "referral_share_bp",
              t("backoffice.site.referralShare"),
              t("backoffice.site.referralShareHint"),
              0,
              5000,
            )}
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
        </Card>

        <Card title={t("backoffice.site.invoice")}>
          <TextInput label={t("backoffice.site.issuerName")} {...register("invoice_issuer_name")} />
          <TextInput label={t("backoffice.site.issuerAddress")} {...register("invoice_issuer_address")} />
          <TextInput
            label={t("backoffice.site.issuerRegistration")}
            {...register("invoice_issuer_registration")}
          />
        </Card>

        {Object.keys(formState.errors).some((key) => key !== "root") && (
          <Alert color="red" role="alert">
            {t("backoffice.site.fixFields")}
          </Alert>
        )}
        <ServerErrorAlert message={serverAlert(formState.errors)} />
        <Button type="submit" loading={formState.isSubmitting} style={{ alignSelf: "flex-start" }}>
          {t("backoffice.save")}
        </Button>
      </Stack>
    </form>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
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
