import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFor, makeLeasedUnit, multipartBody, onePagePdf, userById } from "../../test/lease-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";
import { translator } from "../i18n";
import { MALFORMED_UPLOAD } from "./multipart";

/** Hostile uploads on both multipart routes: a body the parser cannot read, one file too many, a fake PDF. */

let t: TestApp;
let tenant: TestClient;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const { tenant: user } = await makeLeasedUnit(db);
  tenantId = user.id;
  tenant = await clientFor(t, user.id);
});
afterAll(() => t.close());

const UPLOAD_ROUTES = ["/api/maintenance-requests", "/api/me/national-id-photo"];
const storedFiles = () => (t.storage as unknown as { size: number }).size;

const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();

/** A file part plus the maintenance form's fields, so the only thing wrong is what a test breaks. */
async function wellFormed(field: string) {
  const boundary = "----nyumbaHostile";
  const text = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    text("priority", "low") +
      text("category", "plumbing") +
      text("issue", "Leaking tap") +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
      "Content-Type: image/png\r\n\r\n",
  );
  const body = Buffer.concat([head, await png(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const fileField = (url: string) => (url === "/api/me/national-id-photo" ? "file" : "photos");

describe("a multipart body the parser cannot read is a 400", () => {
  it.each(UPLOAD_ROUTES)("%s without a boundary", async (url) => {
    const { body } = await wellFormed(fileField(url));
    const res = await tenant.post(url, body, { "content-type": "multipart/form-data" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: translator().text(MALFORMED_UPLOAD),
      code: "MALFORMED_MULTIPART",
      requestId: expect.any(String),
    });
  });

  it.each(UPLOAD_ROUTES)("%s without a boundary, in the reader's language", async (url) => {
    const { body } = await wellFormed(fileField(url));
    const res = await tenant.post(url, body, {
      "content-type": "multipart/form-data",
      "accept-language": "lg",
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(translator("lg").text(MALFORMED_UPLOAD));
    expect(res.body.error).not.toBe(translator().text(MALFORMED_UPLOAD));
  });

  it.each(UPLOAD_ROUTES)("%s cut off in the middle of the file", async (url) => {
    const { body, type } = await wellFormed(fileField(url));
    const res = await tenant.post(url, body.subarray(0, body.length - 60), { "content-type": type });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: translator().text(MALFORMED_UPLOAD),
      code: "MALFORMED_MULTIPART",
      requestId: expect.any(String),
    });
  });

  it.each(UPLOAD_ROUTES)("%s cut off inside the part headers", async (url) => {
    const { body, type } = await wellFormed(fileField(url));
    const cut = body.indexOf("filename=") + 4;
    const res = await tenant.post(url, body.subarray(0, cut), { "content-type": type });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("MALFORMED_MULTIPART");
  });

  it("nothing was stored, and the same bodies whole are accepted", async () => {
    expect(storedFiles()).toBe(0);
    for (const url of UPLOAD_ROUTES) {
      const { body, type } = await wellFormed(fileField(url));
      const res = await tenant.post(url, body, { "content-type": type });
      expect(res.status, url).toBeLessThan(300);
    }
  });
});

describe("the national ID photo takes one file", () => {
  it("a second file part is refused, not silently dropped, and nothing is stored", async () => {
    const before = (await userById(t.database.db, tenantId)).nationalIdPhotoKey;
    const stored = storedFiles();
    const boundary = "----nyumbaTwoFiles";
    const part = (name: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      );
    const image = await png();
    const body = Buffer.concat([
      part("file"),
      image,
      Buffer.from("\r\n"),
      part("file"),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await tenant.post("/api/me/national-id-photo", body, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "Please upload one file.",
      code: "TOO_MANY_FILES",
      fields: { file: "Please upload one file." },
      requestId: expect.any(String),
    });
    expect((await userById(t.database.db, tenantId)).nationalIdPhotoKey).toBe(before);
    expect(storedFiles()).toBe(stored);
  });
});

describe("an identity PDF must parse", () => {
  const upload = (bytes: Buffer) => {
    const { body, headers } = multipartBody("file", "id.pdf", "application/pdf", bytes);
    return tenant.post("/api/me/national-id-photo", body, headers);
  };

  it("refuses files that only start like a PDF, a cut-off PDF and an encrypted-looking one", async () => {
    const real = await onePagePdf();
    const fakes = {
      "only the header": Buffer.from("%PDF-1.7\n"),
      "header then text": Buffer.from("%PDF-1.4\nthis is a picture of my ID, honest\n%%EOF\n"),
      "objects but no pages": Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
      "the first half of a real one": real.subarray(0, Math.floor(real.length / 2)),
    };
    const before = (await userById(t.database.db, tenantId)).nationalIdPhotoKey;
    for (const [name, bytes] of Object.entries(fakes)) {
      const res = await upload(bytes);
      expect(res.status, name).toBe(400);
      expect(res.body, name).toMatchObject({ code: "UNREADABLE_PDF" });
      expect(res.body.fields, name).toHaveProperty("file");
    }
    expect((await userById(t.database.db, tenantId)).nationalIdPhotoKey).toBe(before);
  });

  it("accepts a real one-page PDF", async () => {
    const res = await upload(await onePagePdf());
    expect(res.status).toBe(200);
    expect((await userById(t.database.db, tenantId)).nationalIdPhotoKey).toMatch(/\.pdf$/);
  });
});
