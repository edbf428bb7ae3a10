import type { CaseTable } from "./commands/registry.js";

/** What `loop-values.ts` decides (a write through a `for` loop's variable), run by test/classify/engine-families.test.ts. */
export const cases: CaseTable = {
  allow: [
    'for f in src/*.ts; do echo x >> "$f"; done',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash parameter expansion, not a template
    'for f in src/*.ts; do mv "$f" "${f%.ts}.js"; done',
    'for f in src lib; do rm -rf "$f/dist"; done',
    'for f in .github/workflows/*; do echo "$f"; done',
    'for f in .github/workflows/*; do sed -n 1p "$f"; done',
    'for f in *.md; do npx prettier --write "$f"; done',
    "for i in 1 2 3; do echo $i >> out.txt; done",
  ],
  block: [
    "for f in .github/workflows/*; do echo '# touched' >> \"$f\"; done",
    "for f in .github/workflows/*.yml; do sed -i 's/a/b/' \"$f\"; done",
    'for f in .github/workflows/*; do cp /tmp/forge-47/x "$f"; done',
    "for f in .github/workflows/*; do cat /tmp/x > $f; done",
    'for f in .github/workflows/*; do tee -a "$f" <<< x; done',
    'for f in .github/workflows/*; do truncate -s0 "$f"; done',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash parameter expansion, not a template
    'for f in .github/workflows/*.yml; do mv "$f" "${f%.yml}.yaml"; done',
    'for f in .github/workflows/*; do mv "$f" "$f.bak"; done',
    'for d in .github/*; do rm -rf "$d"; done',
    'for f in .github/workflows/ci.yml .github/workflows/release.yml; do echo x >> "$f"; done',
    'for f in .github/workflows/{ci,release}.yml; do echo x >> "$f"; done',
    'for wf in ci release; do echo x >> ".github/workflows/$wf.yml"; done',
    'for f in a b; do for g in .github/workflows/*; do echo x >> "$g"; done; done',
    "for f in .github/workflows/*; do perl -0pi -e 's/a/b/' \"$f\"; done",
    'for f in .github/workflows/*; do { echo x; } >> "$f"; done',
    "printf '%s\\n' .github/workflows/* | xargs -I{} sh -c 'echo x >> {}'",
  ],
  grey: [
    'for f in $(ls .github/workflows); do echo x >> ".github/workflows/$f"; done',
    'while read f; do echo x >> "$f"; done < <(ls .github/workflows)',
    "find .github -name '*.yml' | while read f; do sed -i 's/a/b/' \"$f\"; done",
    "ls .github/workflows/*.yml | xargs sed -i 's/a/b/'",
    "git ls-files .github | xargs sed -i 's/a/b/'",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash parameter expansion, not a template
    'files=(.github/workflows/*); for f in "${files[@]}"; do echo x >> "$f"; done',
  ],
};
