import { Notifications } from "@mantine/notifications";

/** The snackbar's renderer, in a module of its own so that it loads apart from the page. */
export default function SnackbarRenderer() {
  return <Notifications position="bottom-center" limit={3} zIndex={4000} />;
}
