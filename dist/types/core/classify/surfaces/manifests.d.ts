import type { SurfaceFormat } from "./catalog.js";
import type { KeyedFormat } from "./format.js";
/**
 * Scripts npm, pnpm, yarn and bun run without being asked by name: on install (`npm install`,
 * `npm ci`, `npm rebuild`, `pnpm install`, `yarn`, `bun install`), on pack and publish, and npm's
 * `dependencies` script after node_modules changes (docs.npmjs.com/cli/using-npm/scripts). Scripts
 * run by name (`build`, `test` and their pre/post scripts) are the project's code, like a Makefile.
 */
export declare const INSTALL_SCRIPTS: readonly string[];
/**
 * Every script npm, pnpm, yarn and bun run without being asked by name: on install (above), and on
 * publish and version (`prepublishOnly`, `publish`, `postpublish`, `preversion`, `version`,
 * `postversion`), which a release pipeline runs with its credentials.
 */
export declare const LIFECYCLE_SCRIPTS: readonly string[];
/**
 * Whether writing the key at `path` (`["scripts", "postinstall"]`, `["husky"]`) of a package.json
 * can change what runs later: the same entries `project` reads. For `npm pkg set/delete`.
 */
export declare function packageKeyRuns(path: string[]): boolean;
/**
 * The commands a package.json change gives the scripts run by name (`test`, `build`, `pretest`,
 * `lint`…): `npm test`, `npm run build` — which classify allows as the project's tooling, and which
 * run the pre/post scripts unasked — run them as written, so what a change adds there is judged as
 * the command it runs, like a Makefile recipe (code.ts) or `npm pkg set scripts.x=…`. Lifecycle
 * scripts are judged by key (`project` above). `after` null: the edit's text was not found in the
 * file; its own changed lines are read instead, every `"key": "value"` on them a possible script
 * (fields that hold names, paths or versions aside).
 */
export declare function addedScriptCommands(before: string | null, after: string | null, newLines: string[]): string[];
export declare const MANIFEST_FORMATS: Partial<Record<SurfaceFormat, KeyedFormat>>;
/** Whether deleting the key at `path` of a package.json can make something run (`npm pkg delete`). */
export declare function packageKeyRemovalRuns(path: string[]): boolean;
