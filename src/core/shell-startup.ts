/**
 * Shell start-up files in a home directory: code written into them runs in every new shell, so a
 * write there is persistence. One list for classify's rules and the snapshot's content hashing.
 */
export const SHELL_STARTUP_FILES: readonly string[] = [
  ".bashrc",
  ".bash_aliases",
  ".bash_profile",
  ".bash_login",
  ".bash_logout",
  ".profile",
  ".zshrc",
  ".zprofile",
  ".zshenv",
  ".zlogin",
  ".zlogout",
  ".kshrc",
  ".cshrc",
  ".tcshrc",
  ".inputrc",
  ".xprofile",
  ".pam_environment",
];
