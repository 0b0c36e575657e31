import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import createLucideIcon, { iconMarkup } from "./icon";

// lucide-react's house icon, as its module hands it to the factory.
const house = {
  name: "house",
  size: 24,
  node: [
    ["path", { d: "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8", key: "5wwlr5" }],
    ["circle", { cx: 12, cy: 7, r: "1", key: "k1" }],
  ] as [string, Record<string, string | number>][],
  aliases: ["home"],
};
const House = createLucideIcon(house);
const render = (props: Record<string, unknown>) =>
  House(props) as unknown as ReactElement<Record<string, unknown>>;

describe("createLucideIcon", () => {
  it("draws one <svg> with lucide's attributes and the icon's markup, hidden from assistive technology", () => {
    const svg = render({ className: "h-4 w-4" });
    expect(svg.type).toBe("svg");
    expect(svg.props).toMatchObject({
      xmlns: "http://www.w3.org/2000/svg",
      width: 24,
      height: 24,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: "lucide lucide-house lucide-home h-4 w-4",
      "aria-hidden": "true",
    });
    expect(svg.props.dangerouslySetInnerHTML).toEqual({
      __html: '<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"/><circle cx="12" cy="7" r="1"/>',
    });
  });

  it("is announced when it has a label, a role or a title", () => {
    expect(render({ "aria-label": "Home" }).props["aria-hidden"]).toBeUndefined();
    expect(render({ role: "img" }).props["aria-hidden"]).toBeUndefined();
    expect(render({ title: "Home" }).props["aria-hidden"]).toBeUndefined();
    expect(render({ "aria-label": undefined }).props["aria-hidden"]).toBe("true");
  });

  it("takes size, colour, stroke width (absolute too) and other attributes", () => {
    const svg = render({ size: 16, color: "red", strokeWidth: 3, style: { opacity: 0.5 }, "data-x": "1" });
    expect(svg.props).toMatchObject({
      width: 16,
      height: 16,
      stroke: "red",
      strokeWidth: 3,
      "data-x": "1",
    });
    expect(svg.props.style).toEqual({ opacity: 0.5 });
    expect(render({ size: 48, strokeWidth: 2, absoluteStrokeWidth: true }).props.strokeWidth).toBe(1);
  });

  it("draws its children after its own elements, as elements", () => {
    const svg = render({ children: "x" });
    expect(svg.props.dangerouslySetInnerHTML).toBeUndefined();
    const children = svg.props.children as ReactElement<Record<string, unknown>>[];
    expect(children.map((c) => (typeof c === "string" ? c : c.type))).toEqual(["path", "circle", "x"]);
    expect(children[0]!.key).toBe("5wwlr5");
    expect(Object.keys(children[0]!.props)).not.toContain("key");
  });
});

describe("iconMarkup", () => {
  it("escapes what would end an attribute", () => {
    expect(iconMarkup([["path", { d: 'a"b&c' }]])).toBe('<path d="a&quot;b&amp;c"/>');
  });
});
