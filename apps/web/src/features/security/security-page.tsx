import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { TPasskey, TTwoFactorStatus } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../components/dialog-actions";
import { QueryLoaded } from "../../components/query-states";
import { TableScroll } from "../../components/table-scroll";
import { useFailureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { PasskeyEnrol } from "./passkey-enrol";
import { RecoveryCodes } from "./recovery-codes";
import { twoFactorStatusQuery, useSecurityWrite } from "./security-queries";
import { TotpEnrol } from "./totp-enrol";

/** What a dialog of the page is doing, if anything. */
type Dialog =
  | { kind: "addTotp" }
  | { kind: "addPasskey" }
  | { kind: "removeTotp" }
  | { kind: "removePasskey"; passkey: TPasskey }
  | { kind: "regenerate" }
  | { kind: "forgetDevices" }
  | { kind: "codes"; codes: string[] };

/**
 * `/security`: the account's two-step sign-in (docs/decisions/142): its authenticator app, its
 * passkeys, its recovery codes and the devices it remembered at sign-in. Removing a factor or
 * replacing the codes asks for the password; the last factor of an account that must have one
 * cannot go (10034, the server's message says why).
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const query = useQuery(twoFactorStatusQuery());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const enrolled = (codes: string[] | null) => {
    if (codes) setDialog({ kind: "codes", codes });
    else {
      close();
      showSnackbar("success", t("security.added"));
    }
  };
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} size="h2">
          {t("security.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("security.intro")}
        </Text>
      </div>
      <QueryLoaded query={query}>
        {(status) => <StatusSections status={status} open={setDialog} />}
      </QueryLoaded>
      <Modal
        opened={dialog?.kind === "addTotp"}
        onClose={close}
        title={t("security.totp.add")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {dialog?.kind === "addTotp" && <TotpEnrol onEnrolled={enrolled} />}
      </Modal>
      <Modal
        opened={dialog?.kind === "addPasskey"}
        onClose={close}
        title={t("security.passkey.add")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {dialog?.kind === "addPasskey" && <PasskeyEnrol onEnrolled={enrolled} />}
      </Modal>
      <Modal
        opened={dialog?.kind === "codes"}
        onClose={close}
        title={t("security.codes.title")}
        closeOnClickOutside={false}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {dialog?.kind === "codes" && (
          <RecoveryCodes codes={dialog.codes} onDone={close} doneLabel={t("security.done")} />
        )}
      </Modal>
      <PasswordDialog
        opened={dialog?.kind === "removeTotp"}
        onClose={close}
        call="totpRemoveCall"
        title={t("security.totp.remove")}
        body={t("security.totp.removeBody")}
        confirmLabel={t("security.remove")}
        input={{}}
        onDone={() => {
          close();
          showSnackbar("success", t("security.totp.removed"));
        }}
      />
      <PasswordDialog
        opened={dialog?.kind === "removePasskey"}
        onClose={close}
        call="passkeyRemoveCall"
        title={t("security.passkey.remove")}
        body={
          dialog?.kind === "removePasskey"
            ? t("security.passkey.removeBody", { name: dialog.passkey.name })
            : ""
        }
        confirmLabel={t("security.remove")}
        input={{ id: dialog?.kind === "removePasskey" ? dialog.passkey.id : 0 }}
        onDone={() => {
          close();
          showSnackbar("success", t("security.passkey.removed"));
        }}
      />
      <PasswordDialog
        opened={dialog?.kind === "regenerate"}
        onClose={close}
        call="recoveryCodesCall"
        title={t("security.codes.regenerate")}
        body={t("security.codes.regenerateBody")}
        confirmLabel={t("security.codes.regenerate")}
        input={{}}
        onDone={(answer) => setDialog({ kind: "codes", codes: answer.recovery_codes })}
      />
      <ForgetDevicesDialog opened={dialog?.kind === "forgetDevices"} onClose={close} />
    </Stack>
  );
}

function Section({ title, status, children }: { title: string; status?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {status}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function OnOff({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={on ? "teal" : "gray"} variant="light">
      {on ? t("security.on") : t("security.off")}
    </Badge>
  );
}

function StatusSections({ status, open }: { status: TTwoFactorStatus; open: (dialog: Dialog) => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
  const on = status.totp || status.passkeys.length > 0;
  return (
    <>
      <Paper withBorder radius="lg" p="lg" role="status">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{on ? t("security.statusOn") : t("security.statusOff")}</Text>
          <OnOff on={on} />
        </Group>
        {status.required && (
          <Text size="sm" c="dimmed" mt="xs">
            {t("security.requiredNote")}
          </Text>
        )}
      </Paper>
      <Section title={t("security.totp.title")} status={<OnOff on={status.totp} />}>
        <Text size="sm" c="dimmed">
          {t("security.totp.about")}
        </Text>
        <Group>
          {status.totp ? (
            <Button variant="light" color="red" onClick={() => open({ kind: "removeTotp" })}>
              {t("security.totp.remove")}
            </Button>
          ) : (
            <Button onClick={() => open({ kind: "addTotp" })}>{t("security.totp.add")}</Button>
          )}
        </Group>
      </Section>
      <Section title={t("security.passkey.listTitle")}>
        <Text size="sm" c="dimmed">
          {t("security.passkey.about")}
        </Text>
        {status.passkeys.length === 0 ? (
          <Text size="sm">{t("security.passkey.none")}</Text>
        ) : (
          <TableScroll label={t("security.passkey.listTitle")}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("security.passkey.name")}</Table.Th>
                  <Table.Th>{t("security.passkey.created")}</Table.Th>
                  <Table.Th>{t("security.passkey.lastUsed")}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t("security.remove")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {status.passkeys.map((passkey) => (
                  <Table.Tr key={passkey.id}>
                    <Table.Td>{passkey.name}</Table.Td>
                    <Table.Td>{day(passkey.created_at)}</Table.Td>
                    <Table.Td>
                      {passkey.last_used_at ? day(passkey.last_used_at) : t("security.passkey.never")}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t("security.passkey.removeNamed", { name: passkey.name })}
                        onClick={() => open({ kind: "removePasskey", passkey })}
                      >
                        {t("security.remove")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        <Group>
          <Button
            variant={status.passkeys.length ? "light" : "filled"}
            onClick={() => open({ kind: "addPasskey" })}
          >
            {t("security.passkey.add")}
          </Button>
        </Group>
      </Section>
      {on && (
        <Section title={t("security.codes.title")}>
          <Text size="sm">{t("security.codes.left", { count: status.recovery_codes_left })}</Text>
          <Group>
            <Button variant="light" onClick={() => open({ kind: "regenerate" })}>
              {t("security.codes.regenerate")}
            </Button>
          </Group>
        </Section>
      )}
      <Section title={t("security.devices.title")}>
        <Text size="sm">{t("security.devices.count", { count: status.trusted_devices })}</Text>
        <Group>
          <Button
            variant="light"
            disabled={status.trusted_devices === 0}
            onClick={() => open({ kind: "forgetDevices" })}
          >
            {t("security.devices.forget")}
          </Button>
        </Group>
      </Section>
    </>
  );
}

type PasswordCall = "totpRemoveCall" | "passkeyRemoveCall" | "recoveryCodesCall";

/** A change the current password confirms: removing a factor, replacing the recovery codes. */
function PasswordDialog<N extends PasswordCall>({
  opened,
  onClose,
  call,
  title,
  body,
  confirmLabel,
  input,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  call: N;
  title: string;
  body: string;
  confirmLabel: string;
  input: N extends "passkeyRemoveCall" ? { id: number } : Record<string, never>;
  onDone: (answer: N extends "recoveryCodesCall" ? { recovery_codes: string[] } : { ok: true }) => void;
}) {
  const { t } = useTranslation();
  const write = useSecurityWrite(call as PasswordCall);
  const failed = useFailureMessage(write.error);
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const dismiss = () => {
    setPassword("");
    setMissing(false);
    write.reset();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(!password);
    if (!password || write.isPending) return;
    write.mutate({ ...input, password } as never, {
      onSuccess: (answer) => {
        setPassword("");
        write.reset();
        onDone(answer as never);
      },
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={title}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{body}</Text>
          <PasswordInput
            label={t("security.currentPassword")}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={missing ? t("security.passwordRequired") : undefined}
            required
            data-autofocus
          />
          <DialogActions error={failed} onCancel={dismiss}>
            <Button type="submit" color="red" loading={write.isPending}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

/** Forgets every remembered device: each asks for the second factor at its next sign-in. */
function ForgetDevicesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const forget = useSecurityWrite("trustedDevicesForgetCall");
  const failed = useFailureMessage(forget.error);
  const dismiss = () => {
    forget.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={t("security.devices.forget")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        <Text size="sm">{t("security.devices.forgetBody")}</Text>
        <DialogActions error={failed} onCancel={dismiss}>
          <Button
            color="red"
            loading={forget.isPending}
            onClick={() =>
              forget.mutate(
                {},
                {
                  onSuccess: () => {
                    dismiss();
                    showSnackbar("success", t("security.devices.forgotten"));
                  },
                },
              )
            }
          >
            {t("security.devices.forget")}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
