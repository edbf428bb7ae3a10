import type { FileReader } from "./index.js";
/**
 * The lifecycle scripts an install in `dir` runs without naming them: those of `dir/package.json`
 * (npm, pnpm, yarn and bun run the root package's preinstall, install, postinstall and prepare;
 * pack runs prepack/postpack). A missing manifest runs none; one that cannot be read or parsed is
 * reported, so the install is not judged on a guess. Dependencies' own scripts are the package
 * manager's business (npm 11 and pnpm 10 ask before running them); a workspace's members are not
 * read (their manifests are execution surfaces: writing one escalates).
 */
export declare function lifecycleScripts(dir: string, read: FileReader): {
    scripts: {
        name: string;
        command: string;
    }[];
} | {
    problem: string;
};
