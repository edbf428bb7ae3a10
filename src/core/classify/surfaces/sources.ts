import type { SurfaceFormat } from "./catalog.js";
import type { KeyedFormat } from "./format.js";

/**
 * Where a manifest says packages come from: a dependency bump stays allowed, but pointing the
 * build at another index, a fork, a patched copy or a git repository is a package-source change —
 * the next install or build fetches and runs code from there (a registry's packages are the
 * registry's; a fork's are whoever owns it). Judged line by line on TOML, go.mod and requirements
 * files (no parser on the hook path): a line that names a source, in any table, or any line of a
 * table that is one (`[patch.*]`, `[[tool.uv.index]]`, `[[source]]`).
 */

interface LineRules {
  /** Table headers whose every line names a source. */
  sections?: RegExp;
  /** Lines that name a source wherever they stand. */
  lines: RegExp;
}

function lineFormat(rules: LineRules): KeyedFormat {
  const runs = (line: string, section: string | null) =>
    rules.lines.test(line) ||
    (section !== null && rules.sections !== undefined && rules.sections.test(section));
  return {
    syntax: "ini",
    project(text) {
      const out = new Map<string, string>();
      let section: string | null = null;
      for (const raw of text.split(/\r?\n/)) {
        const line = raw.trim();
        if (line === "" || line.startsWith("#")) continue;
        const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
        if (header) section = header[0]!;
        if (runs(line, section)) out.set(`${section ?? ""} ${line}`, line);
      }
      return out;
    },
    keyRuns: () => true,
    // An edit judged on its own lines: one that names a source, or a header of a source table.
    linesRun: (lines) => lines.some((l) => runs(l.trim(), /^\s*\[/.test(l) ? l.trim() : null)),
  };
}

/** doc.rust-lang.org/cargo/reference/overriding-dependencies.html, specifying-dependencies.html. */
const cargoToml = lineFormat({
  sections: /^\[(patch(\.|\])|replace\])/,
  lines: /^(git|registry|registry-index|build)\s*=|\b(git|registry)\s*=\s*"/,
});

/** go.dev/ref/mod#go-mod-file-replace. */
const goMod = lineFormat({ lines: /^replace\b|=>/ });

/** docs.astral.sh/uv/concepts/indexes, python-poetry.org/docs/repositories, pdm-project.org/en/latest/usage/config. */
const pyproject = lineFormat({
  // Also code the build runs from the project (redteam2): hatch's build and metadata hooks
  // (hatch.pypa.io/latest/plugins/build-hook/custom), setuptools' cmdclass, pdm's and poetry's
  // build scripts; and a PEP 508 direct reference (`x @ https://…`) in any list, build-system's
  // `requires` included.
  sections:
    /^\[\[?(tool\.uv\.index|tool\.uv\.sources|tool\.poetry\.source|tool\.pdm\.source|tool\.hatch\.[^\]]*\bhooks\b|tool\.setuptools\.cmdclass|tool\.pdm\.build|tool\.poetry\.build)\b/,
  lines:
    /^(index-url|extra-index-url|find-links|no-index|index-strategy|backend-path|allow-insecure-host)\s*=|\b(git|url|index)\s*=\s*"|\bgit\+|["'][\w.[\], -]+\s@\s*[a-z][\w+.-]*:/,
});

/** pipenv.pypa.io: `[[source]]` tables. */
const pipfile = lineFormat({ sections: /^\[\[source\]\]/, lines: /\b(git|url|index)\s*=\s*"|\bgit\+/ });

/** pip.pypa.io/en/stable/reference/requirements-file-format: index options and direct references. */
const requirements = lineFormat({
  lines:
    /^(-i|--index-url|--extra-index-url|-f|--find-links|--trusted-host|-e|--editable|--no-index)\b|:\/\/|\bgit\+|@\s*file:/,
});

export const SOURCE_FORMATS: Partial<Record<SurfaceFormat, KeyedFormat>> = {
  "cargo-toml": cargoToml,
  "go-mod": goMod,
  pyproject,
  pipfile,
  requirements,
};

/**
 * A package.json dependency spec that is not the registry's: a git, GitHub, file, link or URL
 * source (npm's `npm:` aliases, `workspace:` and `catalog:` ranges are the registry's or the
 * project's own).
 */
export const NON_REGISTRY_SPEC =
  /^(git(\+\w+)?:|git@|github:|gitlab:|bitbucket:|gist:|https?:|file:|link:|portal:|patch:|exec:)|^[\w.-]+\/[\w.-]+(#.*)?$/;
