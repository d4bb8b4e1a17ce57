import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(
    `Chromium was not found at ${path}.\n` +
      "Install Debian's Chromium with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "or point CHROMIUM_PATH at a Chromium binary. (Playwright's own browser download is not used.)",
  );
  process.exit(1);
}
