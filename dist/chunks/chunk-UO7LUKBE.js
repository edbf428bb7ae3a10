import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/core/attribution.ts
var ATTRIBUTION_MEANING = {
  sandbox: "exact: the sandbox's writable set is all the agent could write; changes elsewhere are host activity, not judged",
  capture: "exact: the agent's writes outside the grants were captured in overlays and judged; changes on the host outside the grants are host activity",
  none: "detection only: every change under the watched roots is charged to the agent, including changes other programs made while it ran"
};
function splitHostActivity(changes, view, resolved = () => null) {
  const last = /* @__PURE__ */ new Map();
  view.forEach((v, i) => {
    last.set(v.path, i);
  });
  const writable = (p) => {
    let best = -1;
    for (let q = p; ; q = q.slice(0, Math.max(1, q.lastIndexOf("/")))) {
      const i = last.get(q);
      if (i !== void 0 && i > best) best = i;
      if (q === "/") break;
    }
    return best >= 0 && view[best].writable;
  };
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
  splitHostActivity
};
