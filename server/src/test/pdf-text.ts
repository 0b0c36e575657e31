import { inflateSync } from "node:zlib";

/** The words a PDF of ours draws: pdf-lib writes each text run as a hex string into a deflated content stream. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const runs: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
    } catch {
      content = m[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      runs.push(Buffer.from(hex[1]!, "hex").toString("latin1"));
  }
  return runs.join("\n");
}
