import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every relative link in README.md and docs/*.md names a file or directory of the repository, and
// every #anchor names a heading of its target page (GitHub's slug rules), so a new user following
// the docs never lands on a 404.

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PAGES = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** GitHub's heading anchor: lower-cased, punctuation other than `-` and `_` dropped, spaces to `-`. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, "utf8").replace(/^```[\s\S]*?^```/gm, "");
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)));
}

/** Markdown links outside fenced code blocks: [text](target). */
function linksOf(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

describe.each(PAGES)("%s", (page) => {
  const file = join(ROOT, page);
  const links = linksOf(readFileSync(file, "utf8")).filter((l) => !/^[a-z]+:/.test(l));
  it("every relative link resolves", () => {
    for (const link of links) {
      const [path, anchor] = link.split("#") as [string, string | undefined];
      const target = path === "" ? file : resolve(dirname(file), path);
      expect(existsSync(target), `${page} links ${link}`).toBe(true);
      if (anchor && statSync(target).isFile() && target.endsWith(".md")) {
        expect(anchorsOf(target).has(anchor), `${page} links ${link}: no such heading`).toBe(true);
      }
    }
  });
});

describe("README is the overview", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  it("links every docs page", () => {
    for (const page of PAGES.filter((p) => p.startsWith("docs/")))
      expect(readme, page).toContain(`](${page})`);
  });
  it("names the hook set-up command and the sandbox", () => {
    expect(readme).toContain("forge-gate init");
    expect(readme).toContain("--enforce");
  });
});
