import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey in software (docs/decisions/142): an ES256 key pair that answers WebAuthn options as a
 * browser and authenticator would, with "none" attestation, for the tests of passkey sign-in.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  #counter = 0;

  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {}

  get id(): string {
    return this.credentialId.toString("base64url");
  }

  /** The COSE form of the public key (EC2, P-256, ES256). */
  #cosePublicKey(): Uint8Array {
    const jwk = this.#keys.publicKey.export({ format: "jwk" });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]);
    return isoCBOR.encode(cose);
  }

  #clientData(type: "webauthn.create" | "webauthn.get", challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  #authData(flags: number, attested?: Uint8Array): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.#counter);
    return Buffer.concat([
      createHash("sha256").update(this.rpId).digest(),
      Buffer.from([flags]),
      counter,
      ...(attested ? [attested] : []),
    ]);
  }

  /** What `navigator.credentials.create` answers to registration options. */
  register(options: Record<string, unknown>) {
    const challenge = String(options.challenge);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.#cosePublicKey()]);
    // User present, user verified, attested credential data.
    const authData = this.#authData(0x01 | 0x04 | 0x40, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: this.#clientData("webauthn.create", challenge).toString("base64url"),
        attestationObject: Buffer.from(attestationObject).toString("base64url"),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** What `navigator.credentials.get` answers to authentication options. */
  assert(options: Record<string, unknown>) {
    this.#counter += 1;
    const clientData = this.#clientData("webauthn.get", String(options.challenge));
    const authData = this.#authData(0x01 | 0x04);
    const signed = Buffer.concat([authData, createHash("sha256").update(clientData).digest()]);
    const signature = sign("sha256", signed, this.#keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: clientData.toString("base64url"),
        authenticatorData: authData.toString("base64url"),
        signature: signature.toString("base64url"),
      },
      clientExtensionResults: {},
    };
  }
}
