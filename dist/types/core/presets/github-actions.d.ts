import type { HostPreset } from "./types.js";
/** IFileCommandExtension.FilePrefix of every file command (ExtensionManager's list, in its order). */
export declare const FILE_COMMAND_PREFIXES: readonly ["add_path_", "set_env_", "step_summary_", "save_state_", "set_output_", "artifacts_", "artifacts_list_"];
export declare const githubActions: HostPreset;
