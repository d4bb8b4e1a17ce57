import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  FileInput,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { adminTrackUpdateCall, MUSIC_CATEGORIES, MUSIC_TAGS, type TStaffTrack } from "@studio/contract";
import { IconFileMusic, IconPhoto } from "@tabler/icons-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ChosenModal } from "../../components/chosen-modal";
import { DialogActions } from "../../components/dialog-actions";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { useFailureMessage } from "../../lib/api-action";
import { serverAlert, showServerError } from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { MEDIA_ACCEPT, useStaffWrite } from "./backoffice-queries";
import { useStaffFormat } from "./staff-format";

const editSchema = adminTrackUpdateCall.input.omit({ track_id: true });
type EditForm = z.input<typeof editSchema>;

/** A track opened from the catalogue: its names, category, tags and flags; its files; its withdrawal. */
export function TrackEditModal({ track, onClose }: { track: TStaffTrack | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ChosenModal chosen={track} onClose={onClose} title={t("backoffice.catalogue.editTitle")} size="lg">
      {(chosen) => (
        <Stack gap="lg">
          <TrackForm track={chosen} onDone={onClose} />
          <Divider />
          <TrackFiles track={chosen} />
          <Divider />
          <TrackWithdrawal track={chosen} onDone={onClose} />
        </Stack>
      )}
    </ChosenModal>
  );
}

function TrackForm({ track, onDone }: { track: TStaffTrack; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const update = useStaffWrite("adminTrackUpdateCall");
  const { register, control, handleSubmit, formState, setError } = useForm<
    EditForm,
    unknown,
    z.output<typeof editSchema>
  >({
    resolver: zodResolver(editSchema),
    defaultValues: {
      name: track.name,
      artist: track.artist,
      category: track.category,
      tags: track.tags,
      shopping: track.shopping,
      prioritized: track.prioritized,
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ track_id: track.id, ...values });
      showSnackbar("success", t("backoffice.catalogue.saved", { name: values.name }));
      onDone();
    } catch (error) {
      showServerError(error, setError, language);
    }
  });
  const required = t("backoffice.required");
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" ff="monospace">
          {track.isrc}
        </Text>
        <TextInput
          label={t("backoffice.catalogue.name")}
          required
          {...register("name")}
          error={formState.errors.name && required}
        />
        <TextInput
          label={t("backoffice.catalogue.artist")}
          required
          {...register("artist")}
          error={formState.errors.artist && required}
        />
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Select
              label={t("backoffice.catalogue.columns.category")}
              data={MUSIC_CATEGORIES.map((value) => ({ value, label: t(`music.category.${value}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <MultiSelect
              label={t("backoffice.catalogue.tags")}
              data={MUSIC_TAGS.map((value) => ({ value, label: t(`musicTag.${value}`) }))}
              value={field.value}
              onChange={field.onChange}
              searchable
              maxValues={20}
            />
          )}
        />
        <Group>
          <Checkbox label={t("backoffice.catalogue.shopping")} {...register("shopping")} />
          <Checkbox label={t("backoffice.catalogue.prioritized")} {...register("prioritized")} />
        </Group>
        <DialogActions error={serverAlert(formState.errors)} onCancel={onDone}>
          <Button type="submit" loading={formState.isSubmitting}>
            {t("backoffice.save")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

function TrackFiles({ track }: { track: TStaffTrack }) {
  const { t } = useTranslation();
  const [audio, setAudio] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const replace = useStaffWrite("adminTrackFilesCall");
  const failed = useFailureMessage(replace.error);
  const send = () => {
    const form = new FormData();
    form.append("track_id", String(track.id));
    if (audio) form.append("audio", audio, audio.name);
    if (cover) form.append("cover", cover, cover.name);
    replace.mutate(form, {
      onSuccess: () => {
        setAudio(null);
        setCover(null);
        showSnackbar("success", t("backoffice.catalogue.filesReplaced"));
      },
    });
  };
  return (
    <Stack gap="sm" component="section" aria-label={t("backoffice.catalogue.files")}>
      <Text fw={600}>{t("backoffice.catalogue.files")}</Text>
      <audio controls preload="none" src={track.music} style={{ width: "100%" }}>
        <track kind="captions" />
      </audio>
      <FileInput
        label={t("backoffice.catalogue.newAudio")}
        accept={MEDIA_ACCEPT.audio}
        value={audio}
        onChange={setAudio}
        leftSection={<IconFileMusic size={16} aria-hidden />}
        clearable
      />
      <FileInput
        label={t("backoffice.catalogue.newCover")}
        accept={MEDIA_ACCEPT.image}
        value={cover}
        onChange={setCover}
        leftSection={<IconPhoto size={16} aria-hidden />}
        clearable
      />
      <ServerErrorAlert message={failed} />
      <Button
        variant="light"
        onClick={send}
        disabled={!audio && !cover}
        loading={replace.isPending}
        style={{ alignSelf: "flex-start" }}
      >
        {t("backoffice.catalogue.replaceFiles")}
      </Button>
    </Stack>
  );
}

function TrackWithdrawal({ track, onDone }: { track: TStaffTrack; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const withdraw = useStaffWrite("adminTrackWithdrawCall");
  const failed = useFailureMessage(withdraw.error);
  const [confirming, setConfirming] = useState(false);
  const toggle = (withdrawn: boolean) =>
    withdraw.mutate(
      { track_id: track.id, withdrawn },
      {
        onSuccess: () => {
          showSnackbar(
            "success",
            withdrawn
              ? t("backoffice.catalogue.withdrawnDone", { name: track.name })
              : t("backoffice.catalogue.restoredDone", { name: track.name }),
          );
          onDone();
        },
      },
    );
  if (track.withdrawn_at) {
    return (
      <Stack gap="sm">
        <Alert color="red" title={t("backoffice.catalogue.withdrawn")}>
          {t("backoffice.catalogue.withdrawnSince", { when: format.moment(track.withdrawn_at) })}
        </Alert>
        <ServerErrorAlert message={failed} />
        <Button
          variant="light"
          onClick={() => toggle(false)}
          loading={withdraw.isPending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("backoffice.catalogue.putBack")}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{t("backoffice.catalogue.withdrawHint")}</Text>
      <ServerErrorAlert message={failed} />
      {confirming ? (
        <Group>
          <Button color="red" onClick={() => toggle(true)} loading={withdraw.isPending}>
            {t("backoffice.catalogue.withdrawConfirm")}
          </Button>
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("common.cancel")}
          </Button>
        </Group>
      ) : (
        <Button
          color="red"
          variant="light"
          onClick={() => setConfirming(true)}
          style={{ alignSelf: "flex-start" }}
        >
          {t("backoffice.catalogue.withdraw")}
        </Button>
      )}
    </Stack>
  );
}
