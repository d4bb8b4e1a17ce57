/** Query parameters that carry credentials: the session token of create.onetime.auth?code=, link tokens. */
const SECRET_PARAMS = /([?&](?:code|t|token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}
