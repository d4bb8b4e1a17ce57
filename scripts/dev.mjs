// Development: the API with reload on change (port 3000) and Vite with hot reload (port 5173, proxying /api),
// in demo mode (DEMO=true: demo data, captured mail, sandbox platform).
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "src/server.ts"], {
    cwd: "apps/api",
    stdio: "inherit",
    env: { ...process.env, SERVE_WEB: "false", DEMO: "true" },
  }),
  spawn("npx", ["vite"], { cwd: "apps/web", stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
