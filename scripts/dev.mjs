// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server with hot reload.
import { spawn } from "node:child_process";

const procs = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/src/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite", "--port", "5173"], { stdio: "inherit" }),
];
console.log("Open http://localhost:5173 (Vite, proxies /api to the server on port 3000)");
const stop = () => {
  for (const p of procs) p.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
