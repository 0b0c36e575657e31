import { describe, expect, it } from "vitest";
import { stylesheetsFirst } from "./vite-css-first";

describe("stylesheetsFirst", () => {
  it("moves the stylesheet links before the first script, keeping everything else in its order", () => {
    const html = `<head>
    <title>Nyumba</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>`;
    expect(stylesheetsFirst(html)).toBe(`<head>
    <title>Nyumba</title>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a.js">
  </head>`);
  });

  it("leaves a page without a stylesheet or without a script as it is", () => {
    for (const html of [
      '<head><script src="/a.js"></script></head>',
      '<head><link rel="stylesheet" href="/a.css"></head>',
    ])
      expect(stylesheetsFirst(html)).toBe(html);
  });
});
