import type { CaseTable } from "./registry.js";

/** What `inplace-switches.ts` decides (perl's and ruby's `-i` in every cluster), run by test/classify/engine-families.test.ts. */
export const cases: CaseTable = {
  allow: [
    "perl -0pi -e 's/a/b/' src/a.ts",
    "perl -0777 -pi -e 's/a/b/s' src/a.ts",
    "perl -pi.bak -e 's/a/b/' src/a.ts",
    "ruby -pi -e 'gsub(/a/, \"b\")' src/a.rb",
    "perl -0ne 'print' .github/workflows/release.yml",
    "perl -0777 -ne 'print if /on:/' .github/workflows/release.yml",
    "perl -lne 'print' .github/workflows/release.yml",
    "sed -s -n 1p src/a.ts src/b.ts",
    "sed -E -i.orig 's/a/b/' src/a.ts",
  ],
  block: [
    "perl -0pi -e 's/permissions:.*?\\n\\n//s' .github/workflows/release.yml",
    "perl -0777pi -e 's/a/b/' .github/workflows/release.yml",
    "perl -0777 -i.bak -pe 's/a/b/' .github/workflows/release.yml",
    "perl -i.bak -0777pe 's/a/b/' .github/workflows/release.yml",
    "perl -00pi -e 's/a/b/' .github/workflows/release.yml",
    "perl -0x1ffpi -e 's/a/b/' .github/workflows/release.yml",
    "perl -l0pi -e 's/a/b/' .github/workflows/release.yml",
    "perl -0pi.bak -e 's/a/b/' .github/workflows/release.yml",
    "perl -0pie 's/a/b/' .github/workflows/release.yml",
    "perl -pe 's/a/b/' -i .github/workflows/release.yml",
    "perl -e 's/a/b/' -pi .github/workflows/release.yml",
    "perl -I lib -pi -e 's/a/b/' .github/workflows/release.yml",
    "perl -ni -e 'print unless /x/' .github/workflows/release.yml",
    "perl -pi fix.pl .github/workflows/release.yml",
    "perl -0pi -e 's/a/b/' .github/workflows/*.yml",
    "ruby -0pi -e 'gsub(/a/, \"b\")' .github/workflows/release.yml",
    "ruby -r json -i -pe 'x' .github/workflows/release.yml",
    "sed -si 's/a/b/' .github/workflows/release.yml",
    "sed -nEi 's/a/b/p' .github/workflows/release.yml",
  ],
  grey: ["find .github -name '*.yml' -exec perl -0pi -e 's/a/b/' {} +"],
};
