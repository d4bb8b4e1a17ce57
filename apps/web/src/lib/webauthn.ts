/**
 * Passkeys through the browser's WebAuthn (docs/decisions/142). SimpleWebAuthn's browser helpers
 * are imported only when a person uses a passkey, so no page carries them before that (the login
 * page's first-load budget, docs/decisions/107).
 */

/** Whether this browser can create and use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** Creates a passkey with the server's registration options; the answer goes back to the server as it is. */
export async function createPasskey(options: Record<string, unknown>) {
  const { startRegistration } = await import("@simplewebauthn/browser");
  return startRegistration({ optionsJSON: options as never });
}

/** Signs with a passkey for the server's authentication options. */
export async function signWithPasskey(options: Record<string, unknown>) {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return startAuthentication({ optionsJSON: options as never });
}

/**
 * Whether a WebAuthn failure is the person's own choice (cancelled, timed out, no passkey picked):
 * the browser words them all as NotAllowedError, SimpleWebAuthn as ERROR_CEREMONY_ABORTED.
 */
export function passkeyCancelled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  const cause = (error as Error & { cause?: unknown }).cause;
  return (
    error.name === "NotAllowedError" ||
    error.name === "AbortError" ||
    code === "ERROR_CEREMONY_ABORTED" ||
    (cause instanceof Error && cause.name === "NotAllowedError")
  );
}
