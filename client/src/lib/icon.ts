import { createElement, type SVGAttributes } from "react";

// Stands in for lucide-react's own `createLucideIcon` (vite.config.ts routes its icons here; decision 0033): an
// icon is one function component rendering one <svg> whose drawing is set as markup, not two forwardRef layers,
// a context read and an element per path. The tenant dashboard draws ~130 icons in its first render.

type IconNode = [tag: string, attrs: Record<string, string | number>][];
export type IconData = { name: string; node: IconNode; aliases?: string[] };
type IconProps = SVGAttributes<SVGSVGElement> & {
  size?: number | string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  color?: string;
  className?: string;
};

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The icon's drawing as SVG markup: its elements without React's `key`. */
export function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${attributes}/>`;
    })
    .join("");
}

/** An icon is decorative (hidden from assistive technology) unless it is given a label, a role or a title. */
const isLabelled = (props: object) =>
  Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith("aria-") || name === "role" || name === "title"),
  );

/** The <svg>'s attributes, as lucide-react sets them; `classes` are the icon's own (`lucide lucide-<name>`). */
function svgAttributes(classes: string, props: IconProps) {
  const {
    className,
    size = 24,
    strokeWidth = 2,
    absoluteStrokeWidth,
    color = "currentColor",
    ...rest
  } = props;
  return {
    xmlns: "http://www.w3.org/2000/svg",
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: color,
    strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    className: className ? `${classes} ${className}` : classes,
    ...(isLabelled(rest) ? {} : { "aria-hidden": "true" }),
    ...rest,
  } as SVGAttributes<SVGSVGElement>;
}

export default function createLucideIcon(data: IconData) {
  const names = [data.name, ...(data.aliases ?? [])];
  const classes = ["lucide", ...names.map((name) => `lucide-${name}`)].join(" ");
  let markup: { __html: string } | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon, when its module loads
  function Icon({ children, ...props }: IconProps) {
    const attributes = svgAttributes(classes, props);
    if (children != null) {
      const drawing = data.node.map(([tag, { key, ...attrs }]) => createElement(tag, { key, ...attrs }));
      return createElement("svg", attributes, ...drawing, children);
    }
    markup ??= { __html: iconMarkup(data.node) };
    return createElement("svg", { ...attributes, dangerouslySetInnerHTML: markup });
  }
  Icon.displayName = data.name;
  return Icon;
}
