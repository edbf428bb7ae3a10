import type { Analysis } from "../analysis.js";
import { parseSpec, type Spec, type SpecParse } from "../options.js";
import { show, type Val } from "../values.js";

/**
 * Accounts for every word of a command against its spec (closed-world): an option the spec does
 * not know, or a word of unknown value where an option of a harmful command could stand, makes the
 * call grey; an option whose value is written is recorded as a write; one whose value is a program
 * to run is grey unless `runs` says the caller analyses it. Returns the parse for the handler.
 */
export function account(
  via: string,
  args: Val[],
  sp: Spec,
  a: Analysis,
  runs: "grey" | "caller" = "grey",
): SpecParse {
  const p = parseSpec(args, sp);
  if (p.unknown.length > 0)
    a.grey("unknown_option", `${via} is given an option forge-gate does not know (${p.unknown[0]})`);
  if (p.opaque && sp.harmful)
    a.grey(
      "dynamic_option",
      `${via} gets a word whose value cannot be known where an option that writes or runs a program could stand`,
    );
  for (const o of p.opts) {
    const role = sp.opts.get(o.name)?.role;
    if (role === "write") {
      if (o.value) a.write(o.value, "write", `${via} ${o.name}`);
    } else if (role === "dir" && runs === "grey") {
      // The command works there: like project tooling, it must be inside the lease.
      if (o.value) a.project(`${via} ${o.name}`, o.value);
    } else if (role === "command" && runs === "grey") {
      a.grey("runs_program", `${via} ${o.name} runs a program (${o.value ? show(o.value) : "…"})`);
    }
  }
  if (sp.positional === "write") for (const v of p.positional) a.write(v, "write", via);
  return p;
}
