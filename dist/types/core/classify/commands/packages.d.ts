import type { Analysis } from "../analysis.js";
import { type StdinSource, type Val } from "../values.js";
import { type Io } from "./registry.js";
/** Package managers, language toolchains and project tooling. */
export declare const PROJECT_TOOLS: Set<string>;
/** Interpreters: `X file` runs a script, `X -c/-e code` runs inline code, `X` alone reads code from stdin. */
export declare function projectTool(name: string, args: Val[], a: Analysis): void;
export declare const NPX_SAFE: Set<string>;
/** Packages that set up the environment and then run the command they are given. */
/** TypeScript runners that also take inline code (`tsx -e`, `ts-node -p`). */
export declare const INLINE_RUNNERS: Set<string>;
/** True when it handled inline code given to a TypeScript runner. */
export declare function inlineRunner(name: string, args: Val[], a: Analysis): boolean;
export declare function npx(args: Val[], a: Analysis, io: Io): StdinSource | null;
/** npm, pnpm and yarn options that take a value in the next word. */
export declare const NODE_PM_VALUE_OPTS: string[];
export declare function nodePackageManager(args: Val[], a: Analysis, io: Io): StdinSource | null;
/**
 * `uv run CMD`, `poetry run CMD`, `conda run -n env CMD`: the environment is the project's, the
 * command is anything at all, so it is analysed like a command of its own. A bare `x.py` is Python.
 */
export declare function projectRunner(args: Val[], a: Analysis, io: Io): StdinSource | null;
/** pip's (and the pip-like managers') options that take a value in the next word. */
export declare const PY_PM_VALUE_OPTS: string[];
export declare function pythonPackageManager(args: Val[], a: Analysis, io: Io): StdinSource | null;
