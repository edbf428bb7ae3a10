// Types for scripts/clients.mjs (a plain ES module so `node scripts/install-clients.mjs` runs it).
export interface ClientSpec {
  pkg: string;
  version: string;
  bin: string;
  node?: string;
  /** Further packages installed into the same cache directory. */
  with?: string[];
}
export interface ResolvedClient {
  name: string;
  pkg: string;
  version: string;
  /** The cache directory of this package@version. */
  dir: string;
  /** The client's executable. */
  bin: string;
  /** The Node the client runs with. */
  node: string;
  /** PATH (the client's Node first) and the client's offline switches; spread over the test's env. */
  env: Record<string, string>;
  installed: boolean;
  versionText?: string;
}
export const CLIENTS: Record<string, ClientSpec>;
export function clientNames(): string[];
export function cacheRoot(): string;
export function resolveClient(name: string): ResolvedClient;
export function ensureClient(name: string, opts?: { log?: (m: string) => void }): Promise<ResolvedClient>;
export function installedVersion(name: string): string;
