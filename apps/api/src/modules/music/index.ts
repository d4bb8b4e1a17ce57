/** What other modules may use of the music module. */
export { audioUrlOf, coverUrlOf } from "./track-view";
