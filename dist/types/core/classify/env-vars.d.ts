import type { Analysis } from "./analysis.js";
import type { Val } from "./values.js";
/**
 * Environment variables that make an everyday program run other code, read configuration from
 * somewhere else, or write somewhere else (redteam3). An assignment before a command, an `export`,
 * `declare -x`, `set -a` or `env NAME=value` all come here through shell.ts's execVariable.
 *
 * - Programs a build or a tool runs by name (`CC`, `RUSTC_WRAPPER`, `GH_EDITOR`, a cargo target's
 *   runner or linker, `GIT_PROXY_COMMAND`) are command variables: judged as the command they name
 *   (shell.ts), a program given by path is grey.
 * - Where a later program writes (caches, prefixes, targets, `HOME`, `TMPDIR`, `XDG_*_HOME`, log,
 *   trace and history files) is a write that may happen there: judged against the lease like any
 *   write (outside it blocked, onto a protected path or a credential grey, inside it fine).
 * - Configuration, code and daemons taken from elsewhere (`XDG_CONFIG_HOME`, `KUBECONFIG`,
 *   `PIP_CONFIG_FILE`, `npm_config_userconfig`, `ZDOTDIR`, `PYTHONHOME`, `MAKEFILES`, `DOCKER_HOST`,
 *   git's index and object directories, module search paths that leave the worktree, java agents,
 *   linkers in `RUSTFLAGS`, a prompt that runs a command substitution under xtrace) are grey.
 */
/** Variables whose value names a program (or a command line) a later tool runs. */
export declare const PROGRAM_VARS: RegExp;
/** Judges one assignment; true when the variable is one of these (nothing else applies then). */
export declare function judgeEnvironment(name: string, v: Val, a: Analysis): boolean;
