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
export declare const MANIFEST_FORMATS: Partial<Record<SurfaceFormat, KeyedFormat>>;
/** Whether deleting the key at `path` of a package.json can make something run (`npm pkg delete`). */
export declare function packageKeyRemovalRuns(path: string[]): boolean;
