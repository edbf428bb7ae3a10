import { normArg } from "../options.js";
import type { Val } from "../values.js";

/**
 * perl's and ruby's switch clusters, read the way the interpreters read them (perlrun "Command
 * Switches", ruby(1)), for one question: does the command edit files in place (`-i`), and which.
 * A cluster is one word of letters, some of which take a value: `-0` and perl's `-l` take the
 * digits that follow (`-0777pi`, `-l0pi`, `-0x1ff`), `-i` takes the rest of the word as its backup
 * suffix (`-pi.bak`, `-0pie` is `-0 -p -i` with suffix `e`), `-e`/`-E` take the rest of the word or
 * the next one as code, and the value letters take the rest of the word (or, for a few, the next
 * word). Switches may follow the code too (`perl -pe CODE -i file`): both interpreters keep
 * reading switches until the first word that is not one.
 */

interface Switches {
  /** Letters whose value is the rest of the word, or the next word when the rest is empty. */
  next: string;
  /** Letters whose value is the rest of the word only. */
  rest: string;
  /** Letters that take the digits after them. */
  digits: string;
  /** Letters that give code inline. */
  code: string;
}

const SWITCHES: Record<string, Switches> = {
  perl: { next: "I", rest: "MmxCdDFV", digits: "0l", code: "eE" },
  ruby: { next: "rICEF", rest: "KTWxd", digits: "0", code: "e" },
};

/**
 * The words a perl or ruby command edits in place: every word after the switches (after the
 * script, when no code is given inline), or null when no `-i` switch is given. A word whose value
 * cannot be known where a switch could stand ends the reading (the account of the interpreter's
 * options greys it).
 */
export function inPlaceTargets(name: string, args: Val[]): Val[] | null {
  const sw = SWITCHES[name];
  if (!sw) return null;
  let inPlace = false;
  let code = false;
  let i = 0;
  while (i < args.length) {
    const v = args[i]!;
    if (v.dyn) break;
    const s = normArg(v);
    if (s === "--") {
      i++;
      break;
    }
    if (!s.startsWith("-") || s === "-") break;
    if (s.startsWith("--")) {
      i++;
      continue;
    }
    let takesNext = false;
    for (let k = 1; k < s.length; ) {
      const ch = s[k]!;
      if (ch === "i") {
        inPlace = true;
        break;
      }
      if (sw.code.includes(ch)) {
        code = true;
        takesNext = k + 1 === s.length;
        break;
      }
      if (sw.digits.includes(ch)) {
        k++;
        if (ch === "0" && (s[k] === "x" || s[k] === "X")) {
          k++;
          while (k < s.length && /[0-9a-fA-F]/.test(s[k]!)) k++;
        } else while (k < s.length && /[0-7]/.test(s[k]!)) k++;
        continue;
      }
      if (sw.next.includes(ch)) {
        takesNext = k + 1 === s.length;
        break;
      }
      if (sw.rest.includes(ch)) break;
      k++;
    }
    i += takesNext ? 2 : 1;
  }
  if (!inPlace) return null;
  const rest = args.slice(i);
  // Without inline code the first word is the program's file; the files after it are edited.
  return code ? rest : rest.slice(1);
}
