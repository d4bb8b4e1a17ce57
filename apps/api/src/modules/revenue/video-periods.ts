/**
 * The names the import, the report inbox, the CLI and the seed call: the video list's period builds
 * are one of the read models refreshed by read-models.ts.
 */
export { freshBuild, type VideoPeriodBuild } from "./period-builds";
export {
  READ_MODELS_CRON as VIDEO_PERIODS_CRON,
  READ_MODELS_QUEUE as VIDEO_PERIODS_QUEUE,
  refreshReadModels as refreshVideoPeriods,
} from "./read-models";
