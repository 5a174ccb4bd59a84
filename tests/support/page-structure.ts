/**
 * What every page must share for keyboard and screen-reader users (WCAG 2.4.1, 1.3.1, 2.4.6),
 * checked on the HTML the server sends (parsed by parse5, the HTML standard's parser): the skip
 * link first, one banner, one main landmark it leads to, one contentinfo, labelled navigation
 * regions, one h1 inside main, and headings that never skip a level on the way down.
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const isElement = (node: Node): node is Element => "tagName" in node;
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function elements(root: Node): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if (isElement(node)) {
      found.push(node);
      if (node.tagName === "template") return;
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
  };
  visit(root);
  return found;
}

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
}

function within(element: Element, tags: string[]): boolean {
  for (let parent = element.parentNode; parent && isElement(parent); parent = parent.parentNode) {
    if (tags.includes(parent.tagName)) return true;
  }
  return false;
}

function isFocusable(element: Element): boolean {
  if (attr(element, "disabled") !== undefined || attr(element, "hidden") !== undefined) return false;
  const tabIndex = attr(element, "tabindex");
  if (tabIndex !== undefined) return Number(tabIndex) >= 0;
  if (element.tagName === "a") return attr(element, "href") !== undefined;
  if (element.tagName === "input") return attr(element, "type") !== "hidden";
  return ["button", "select", "textarea", "summary"].includes(element.tagName);
}

/** Every way `html` departs from the shared page structure (empty when it conforms). */
export function pageStructureProblems(html: string): string[] {
  const all = elements(parse(html));
  const byId = new Map(all.flatMap((element) => (attr(element, "id") ? [[attr(element, "id")!, element]] : [])));
  const problems: string[] = [];

  const firstFocusable = all.find(isFocusable);
  if (!firstFocusable || attr(firstFocusable, "class") !== "skip-link" || attr(firstFocusable, "href") !== "#main") {
    problems.push("the first thing Tab reaches is not the skip link to #main");
  }

  const mains = all.filter((element) => element.tagName === "main");
  if (mains.length !== 1 || attr(mains[0]!, "id") !== "main" || attr(mains[0]!, "tabindex") !== "-1") {
    problems.push(`expected one <main id="main" tabindex="-1">, found ${mains.length} main element(s)`);
  }
  const sectioning = ["main", "article", "aside", "nav", "section"];
  for (const [tag, role] of [
    ["header", "banner"],
    ["footer", "contentinfo"],
  ] as const) {
    const landmarks = all.filter((element) => element.tagName === tag && !within(element, sectioning));
    if (landmarks.length !== 1)
      problems.push(`expected one ${role} (<${tag}> outside content), found ${landmarks.length}`);
  }

  const navLabels = all
    .filter((element) => element.tagName === "nav")
    .map((nav) => {
      const labelledBy = attr(nav, "aria-labelledby");
      return (labelledBy ? textOf(byId.get(labelledBy) ?? nav) : attr(nav, "aria-label"))?.trim() ?? "";
    });
  if (navLabels.length === 0) problems.push("no navigation landmark");
  if (navLabels.some((label) => !label)) problems.push("a <nav> has no accessible name");
  if (new Set(navLabels).size !== navLabels.length) problems.push(`two <nav>s share a name: ${navLabels.join(", ")}`);

  const headings = all.filter((element) => /^h[1-6]$/.test(element.tagName));
  const h1s = headings.filter((heading) => heading.tagName === "h1");
  if (h1s.length !== 1 || !within(h1s[0]!, ["main"]))
    problems.push(`expected one h1, inside main; found ${h1s.length}`);
  // Headings before the h1 (in the banner) and after main may start at h2: they sit under the page's h1.
  let previous = 1;
  for (const heading of headings) {
    const level = Number(heading.tagName[1]);
    if (level > previous + 1) {
      problems.push(`h${level} "${textOf(heading).trim()}" follows h${previous}: a level is skipped`);
    }
    previous = level;
  }
  return problems;
}
