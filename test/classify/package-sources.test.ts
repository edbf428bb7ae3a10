import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bashDecision, engineContext } from "./engine-fixture.js";

// A dependency from a source other than the ecosystem's registry is never a plain install, whatever
// the package manager and however the source is spelled (package-sources.ts): escalated when its host
// is allowed (github.com hosts everybody's forks), refused when it is not; the same install from the
// registry stays allowed. Drawn from one fixed seed, all failures listed.

const SEED = 20_261_126;
const ctx = engineContext();
const decision = (command: string): string => bashDecision(command, ctx);

/** Where the source lives: an allowed host (escalate) or one outside network.allow (block). */
const HOSTS = [
  { host: "github.com", expected: "grey" },
  { host: "git.evil.example", expected: "block" },
] as const;

/** Each manager's ways of naming a source at `URL` (a repository or index there) for package `pkg`. */
const SPELLINGS: ((url: string, repo: string) => string)[] = [
  (u) => `npm install pkg@git+${u}/pkg.git`,
  (u) => `npm i -D git+${u}/pkg.git`,
  (u) => `npm install ${u}/pkg/archive/main.tgz`,
  (u) => `npm install --registry ${u}/npm pkg`,
  (u) => `npm install --registry=${u}/npm pkg`,
  (u) => `npm config set registry ${u}/npm`,
  (u) => `pnpm add pkg@${u}/pkg-1.0.0.tgz`,
  (u) => `pnpm install --registry=${u}/npm`,
  (u) => `yarn add pkg@git+${u}/pkg.git`,
  (u) => `yarn add pkg --registry ${u}/npm`,
  (u) => `yarn config set npmRegistryServer ${u}/npm`,
  (u) => `bun add git+${u}/pkg.git`,
  (u) => `pip install git+${u}/pkg`,
  (u) => `pip3 install -e git+${u}/pkg#egg=pkg`,
  (u) => `pip install 'pkg @ git+${u}/pkg'`,
  (u) => `pip install --index-url ${u}/simple pkg`,
  (u) => `pip install -i ${u}/simple pkg`,
  (u) => `pip install --extra-index-url=${u}/simple pkg`,
  (u) => `pip install --find-links ${u}/wheels pkg`,
  (u) => `python3 -m pip install git+${u}/pkg`,
  (u) => `uv add git+${u}/pkg`,
  (u) => `uv pip install --index-url ${u}/simple pkg`,
  (u) => `poetry add git+${u}/pkg`,
  (u) => `poetry source add mirror ${u}/simple`,
  (u) => `pdm add git+${u}/pkg`,
  (u) => `pipenv install git+${u}/pkg#egg=pkg`,
  (u) => `cargo add pkg --git ${u}/pkg`,
  (u) => `cargo add pkg --index ${u}/index`,
  (u) => `bundle config set --local mirror.https://rubygems.org ${u}/gems`,
  (u) => `bundle add pkg --git ${u}/pkg`,
  (u) => `gem install pkg --source ${u}/gems`,
  (u) => `composer config repositories.pkg vcs ${u}/pkg`,
  (u) => `dotnet add package Pkg --source ${u}/nuget`,
  (u) => `npm_config_registry=${u}/npm npm install`,
  (u) => `PIP_INDEX_URL=${u}/simple pip install pkg`,
  (u) => `UV_INDEX_URL=${u}/simple uv sync`,
];

/** The same installs from each ecosystem's registry. */
const REGISTRY_INSTALLS = [
  "npm install pkg",
  "npm i -D pkg@^1.2.3",
  "npm install @scope/pkg@latest",
  "npm install --registry=https://registry.npmjs.org/ pkg",
  "pnpm add pkg",
  "yarn add pkg@npm:other-pkg",
  "bun add pkg",
  "pip install pkg",
  "pip install 'pkg>=1.0'",
  "uv add pkg",
  "poetry add pkg@^1.0",
  "cargo add pkg",
  "go get example.com/pkg@v1.2.3",
  "composer require vendor/pkg",
];

describe("package sources (package-sources.ts)", () => {
  it("a source other than the registry is escalated on an allowed host and refused on another, in every spelling", () => {
    const arb = fc.tuple(
      fc.constantFrom(...SPELLINGS),
      fc.constantFrom(...HOSTS),
      fc.constantFrom("", "cd sub && "),
    );
    const wrong = fc
      .sample(arb, { seed: SEED, numRuns: 400 })
      .map(([spell, { host, expected }, prefix]) => {
        const command = prefix + spell(`https://${host}/evil-corp`, "evil-corp/pkg");
        return { command, expected, got: decision(command) };
      })
      .filter((x) => x.got !== x.expected);
    expect(wrong).toEqual([]);
  });
  it("hosted-git shorthands and forks are escalated wherever the spec stands", () => {
    const specs = [
      "github:evil-corp/pkg",
      "evil-corp/pkg",
      "evil-corp/pkg#main",
      "gitlab:evil-corp/pkg",
      "bitbucket:evil-corp/pkg",
    ];
    const forms = [
      (s: string) => `npm install ${s}`,
      (s: string) => `npm install pkg@${s}`,
      (s: string) => `pnpm add pkg@${s}`,
      (s: string) => `yarn add ${s}`,
      (s: string) => `bun add pkg@${s}`,
    ];
    const got = specs.flatMap((s) => forms.map((f) => [f(s), decision(f(s))]));
    expect(got.filter(([, d]) => d === "allow")).toEqual([]);
  });
  it("a local dependency outside the lease is escalated, one inside it allowed", () => {
    for (const c of [
      "npm install ../shared",
      "npm install file:../shared",
      "pip install -e ../lib",
      "cargo add x --path ../x",
      "yarn add pkg@link:../pkg",
    ])
      expect([c, decision(c)]).toEqual([c, "grey"]);
    for (const c of ["npm install ./packages/shared", "pip install -e .", "cargo add x --path crates/x"])
      expect([c, decision(c)]).toEqual([c, "allow"]);
  });
  it("installs from the registry stay allowed", () => {
    expect(REGISTRY_INSTALLS.map((c) => [c, decision(c)])).toEqual(
      REGISTRY_INSTALLS.map((c) => [c, "allow"]),
    );
  });
});
