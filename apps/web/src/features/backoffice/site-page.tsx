import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Stack } from "@mantine/core";
import { type TSiteSettings, type TSiteSettingsView, ZSiteSettings } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { QueryLoaded } from "../../components/query-states";
import { RequireStaff } from "../../components/require-staff";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { serverAlert, showServerError } from "../../lib/form-errors";
import { refreshSiteMeta } from "../../lib/site";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { siteSettingsQuery, useStaffWrite } from "./backoffice-queries";
import { LogoUpload } from "./logo-upload";
import {
  ColoursCard,
  IdentityCard,
  type InvalidText,
  InvoiceCard,
  RulesCard,
  type SiteForm,
} from "./site-settings-cards";
import { StaffPageTitle } from "./staff-page-parts";

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
  const invalid: InvalidText = (field, key) =>
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
  const fields = { control, register, invalid };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <IdentityCard {...fields} />
        <ColoursCard {...fields} />
        <RulesCard {...fields} />
        <InvoiceCard register={register} />
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
