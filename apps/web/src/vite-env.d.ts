/// <reference types="vite/client" />
declare const __BUILD_ID__: string;

/** One part of a language's strings (build/locale-parts.ts). */
declare module "virtual:locale/*" {
  const strings: Record<string, unknown>;
  export default strings;
}
