import { Button, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../lib/api-client";
import { useOnetimeLoginMutation } from "./auth-mutations";

/** Opens the portal from the network's app or a mail link: exchanges ?t= for a session. */
export function AuthExternalPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutateAsync: exchange } = useOnetimeLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get("t") ?? "";
    exchange({ t: token })
      .then(() => navigate("/dashboard", { replace: true }))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : String(e)));
  }, [params, navigate, exchange]);

  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      {error ? (
        <>
          <Text role="alert">{error}</Text>
          <Button component={Link} to="/login">
            {t("auth.login.submit")}
          </Button>
        </>
      ) : (
        <>
          <Loader />
          <Text>{t("auth.external.signingIn")}</Text>
        </>
      )}
    </Stack>
  );
}
