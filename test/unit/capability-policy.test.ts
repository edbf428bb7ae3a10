import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ForgeGateError } from "../../src/core/errors.js";
import { parseLease } from "../../src/core/lease.js";

// forge-loop's CapabilityPolicy, as forge-loop serialises it (every field it writes, unset ones as null).
const ctx = { source: "/runs/47/policy.json", baseDir: "/runs/47", home: "/home/u" };

const full = {
  filesystem: { read_roots: ["/srv/repo"], write_roots: ["/srv/wt", "/tmp/forge-47"] },
  network: { allow_domains: ["API.github.com", "github.com"], deny_by_default: true },
  mcp: [
    { server: "github", tools: ["get_issue"] },
    { server: "docs", tools: null },
  ],
  secret_names: ["GITHUB_TOKEN", "NPM_TOKEN"],
  preserve_on_failure: true,
};

function refusal(policy: unknown): ForgeGateError {
  try {
    parseLease(JSON.stringify(policy), ctx);
  } catch (err) {
    expect(err).toBeInstanceOf(ForgeGateError);
    return err as ForgeGateError;
  }
  throw new Error("expected the policy to be refused");
}

describe("forge-loop CapabilityPolicy", () => {
  it("accepts every field forge-loop writes and keeps what it does not act on", () => {
    const lease = parseLease(JSON.stringify(full), ctx);
    expect(lease.source).toBe("capability_policy");
    expect(lease.write_roots).toEqual(["/srv/wt", "/tmp/forge-47"]);
    expect(lease.read_roots).toEqual(["/srv/repo"]);
    expect(lease.network.allow).toEqual(["api.github.com", "github.com"]);
    expect(lease.mcp).toEqual([
      { server: "github", tools: ["get_issue"] },
      { server: "docs", tools: null },
    ]);
    expect(lease.policy).toEqual({ secret_names: ["GITHUB_TOKEN", "NPM_TOKEN"], preserve_on_failure: true });
  });

  it("reads unset (null) fields as not given", () => {
    const lease = parseLease(
      JSON.stringify({
        filesystem: { read_roots: null, write_roots: ["/srv/wt"] },
        network: null,
        mcp: null,
        secret_names: null,
        preserve_on_failure: null,
      }),
      ctx,
    );
    expect(lease.read_roots).toEqual([]);
    expect(lease.network.allow).toBeNull();
    expect(lease.mcp).toEqual([]);
    expect(lease.policy).toEqual({ secret_names: [], preserve_on_failure: null });
  });

  it.each([
    [
      "deny by default with a list: the list",
      { allow_domains: ["a.example"], deny_by_default: true },
      ["a.example"],
    ],
    ["deny by default, nothing listed: no network", { deny_by_default: true }, []],
    ["deny by default, null list: no network", { allow_domains: null, deny_by_default: true }, []],
    ["not deny by default: open", { allow_domains: ["a.example"], deny_by_default: false }, null],
    ["list alone: the list", { allow_domains: ["a.example"] }, ["a.example"]],
    ["nothing: open", {}, null],
  ])("network: %s", (_name, network, allow) => {
    const lease = parseLease(JSON.stringify({ filesystem: { write_roots: [] }, network }), ctx);
    expect(lease.network.allow).toEqual(allow);
  });

  it.each([
    ["a top-level key", { ...full, secrets: ["X"] }, /unknown key "secrets"/],
    ["a filesystem key", { ...full, filesystem: { ...full.filesystem, exec_roots: [] } }, /filesystem/],
    ["a network key", { ...full, network: { ...full.network, allow_ports: [443] } }, /network/],
    ["an mcp key", { ...full, mcp: [{ server: "github", tools: [], resources: [] }] }, /mcp/],
    ["a wrong type", { ...full, preserve_on_failure: "yes" }, /preserve_on_failure/],
    ["a wrong secret", { ...full, secret_names: [""] }, /secret_names/],
    ["missing write_roots", { filesystem: { read_roots: [] } }, /write_roots/],
  ])("still refuses %s", (_name, policy, message) => {
    const err = refusal(policy);
    expect(err.code).toBe("lease_invalid");
    expect(err.message).toMatch(message);
  });

  it("names the policy's own keys when one is unknown", () => {
    expect(refusal({ ...full, extra: 1 }).describe()).toMatch(/secret_names, preserve_on_failure/);
  });

  it("refuses every key beyond forge-loop's at every level (property)", () => {
    const known = new Set(["filesystem", "network", "mcp", "secret_names", "preserve_on_failure", "version"]);
    const key = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((k) => !known.has(k) && k !== "__proto__" && k.trim() === k);
    fc.assert(
      fc.property(key, fc.constantFrom("top", "filesystem", "network", "mcp"), (k, where) => {
        const policy = structuredClone(full) as Record<string, unknown>;
        if (where === "top") policy[k] = true;
        else if (where === "mcp") (policy.mcp as Array<Record<string, unknown>>)[0]![k] = true;
        else if (!["read_roots", "write_roots", "allow_domains", "deny_by_default"].includes(k))
          (policy[where] as Record<string, unknown>)[k] = true;
        else return;
        expect(refusal(policy).code).toBe("lease_invalid");
      }),
      { numRuns: 200 },
    );
  });
});
