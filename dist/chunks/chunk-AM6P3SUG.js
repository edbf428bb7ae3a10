import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/core/shell-startup.ts
var SHELL_STARTUP_FILES = [
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
  ".pam_environment"
];

export {
  SHELL_STARTUP_FILES
};
