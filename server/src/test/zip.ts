import { crc32 } from "node:zlib";
import { expect } from "vitest";

/** Reads a stored ZIP back through its central directory (what unzip tools do), checking each CRC. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const localNameLength = zip.readUInt16LE(local + 26);
    const data = zip.subarray(local + 30 + localNameLength, local + 30 + localNameLength + size);
    expect(crc32(data)).toBe(crc);
    out.set(name, Buffer.from(data));
    at += 46 + nameLength;
  }
  return out;
}
