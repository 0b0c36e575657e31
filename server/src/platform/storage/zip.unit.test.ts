import { describe, expect, it } from "vitest";
import { readZip } from "../../test/zip";
import { zipFiles } from "./zip";

describe("zipFiles", () => {
  it("stores each file under its UTF-8 name, readable through the central directory", () => {
    const files = [
      { name: "account.json", bytes: Buffer.from('{"name":"Sarah"}\n') },
      { name: "files/ŋŋ/ekifaananyi.jpg", bytes: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]) },
      { name: "empty.json", bytes: Buffer.alloc(0) },
    ];
    const back = readZip(zipFiles(files));
    expect([...back.keys()]).toEqual(files.map((f) => f.name));
    for (const f of files) expect(back.get(f.name)?.equals(f.bytes)).toBe(true);
  });
});
