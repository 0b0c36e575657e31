import { resolve } from "node:path";
import type { Plugin } from "vite";

/** A Vite plugin that runs `step` on the client build's output folder once every file is written. */
export function afterBuild(
  name: string,
  step: (outDir: string, info: (message: string) => void) => Promise<void>,
): Plugin {
  let outDir = "";
  return {
    name,
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await step(outDir, (message) => this.info(message));
    },
  };
}
