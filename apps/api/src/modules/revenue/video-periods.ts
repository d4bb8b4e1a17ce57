/**
 * The names the import, the report inbox, the CLI and the seed call: the video list's period builds
 * are one of the read models owned by read-models.ts and refreshed by read-model-refresh.ts.
 */
export { refreshReadModels as refreshVideoPeriods } from "./read-model-refresh";
export {
  freshBuild,
  READ_MODELS_CRON as VIDEO_PERIODS_CRON,
  READ_MODELS_QUEUE as VIDEO_PERIODS_QUEUE,
} from "./read-models";
