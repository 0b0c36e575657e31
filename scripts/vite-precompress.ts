// Vite plugin: after the client build, writes a brotli (.br) and a gzip (.gz) copy next to every text file in
// the output folder, so the server sends them as they are (@fastify/static `preCompressed`) instead of
// compressing on every request. Maximum levels (brotli 11, gzip 9): the cost is paid once per build.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { afterBuild } from "./vite-after-build";

/** Text formats; images and fonts in the build are compressed formats already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|map|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const encoders: { extension: string; encode: (data: Buffer) => Promise<Buffer> }[] = [
  {
    extension: ".br",
    encode: (data) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: ".gz", encode: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
];

/** Every file under `dir`, as paths relative to it; dot folders (Vite's .vite/manifest.json) left out. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .filter((p) => !p.split(/[\\/]/).some((part) => part.startsWith(".")));
}

/**
 * Writes `<file>.br` and `<file>.gz` for each text file under `dir` whose compressed copy is smaller than the
 * file itself (a tiny file can grow). Returns the bytes before and after, for the build's log line.
 */
export async function precompressFolder(
  dir: string,
): Promise<{ files: number; before: number; brotli: number }> {
  const files = (await listFiles(dir)).filter((f) => COMPRESSIBLE.test(f));
  const totals = { files: 0, before: 0, brotli: 0 };
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const data = await readFile(path);
      totals.files++;
      totals.before += data.length;
      for (const { extension, encode } of encoders) {
        const packed = await encode(data);
        const kept = packed.length < data.length;
        if (kept) await writeFile(path + extension, packed);
        if (extension === ".br") totals.brotli += kept ? packed.length : data.length;
      }
    }),
  );
  return totals;
}

export const precompress = () =>
  afterBuild("nyumba:precompress", async (outDir, info) => {
    const { files, before, brotli } = await precompressFolder(outDir);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    info(`precompressed ${files} files: ${kb(before)} -> ${kb(brotli)} brotli (plus gzip)`);
  });
