import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  isWithin,
  outermost
} from "./chunk-C2BVV36C.js";

// src/core/attribution.ts
var ATTRIBUTION_MEANING = {
  sandbox: "exact: the sandbox's writable set is all the agent could write; changes elsewhere are host activity, not judged",
  capture: "exact: the agent's writes outside the grants were captured in overlays and judged; changes on the host outside the grants are host activity",
  none: "detection only: every change under the watched roots is charged to the agent, including changes other programs made while it ran"
};
var NOT_REACHED = {
  privateDir: (path) => `the agent had a private ${path}`,
  masked: (why) => `masked from the agent (${why})`,
  readOnly: (why) => `read-only to the agent (${why})`
};
function viewLookup(view) {
  const last = /* @__PURE__ */ new Map();
  view.forEach((v, i) => {
    last.set(v.path, i);
  });
  return (p) => {
    let best = -1;
    for (let q = p; ; q = q.slice(0, Math.max(1, q.lastIndexOf("/")))) {
      const i = last.get(q);
      if (i !== void 0 && i > best) best = i;
      if (q === "/") break;
    }
    return best >= 0 ? view[best] : null;
  };
}
function reachability(view) {
  const at = viewLookup(view);
  const writable = view.filter((v) => at(v.path)?.writable === true).map((v) => v.path);
  return (root) => {
    const top = at(root);
    if (top?.writable) return { parts: [root], why: null };
    const parts = outermost(writable.filter((p) => p !== root && isWithin(p, root)));
    return { parts, why: top?.why ?? "outside every place the agent could write" };
  };
}
function splitHostActivity(changes, view, resolved = () => null) {
  const at = viewLookup(view);
  const writable = (p) => at(p)?.writable === true;
  const judged = [];
  const hostActivity = [];
  for (const c of changes) {
    const elsewhere = c.source === "snapshot" ? resolved(c) : null;
    const mine = c.source !== "snapshot" || writable(c.path) || c.from !== void 0 && writable(c.from) || elsewhere !== null && writable(elsewhere);
    (mine ? judged : hostActivity).push(c);
  }
  return { judged, hostActivity };
}

export {
  ATTRIBUTION_MEANING,
  NOT_REACHED,
  reachability,
  splitHostActivity
};
