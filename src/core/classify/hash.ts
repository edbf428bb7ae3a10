/**
 * A file-name-safe key for a session id or cache key. Not a security boundary (cache entries store
 * and compare their full key), so a fast FNV-1a digest is enough; it also keeps node:crypto (slow
 * to initialise) off the per-call hook path.
 */
export function fileKeyOf(s: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x85ebca6b) >>> 0;
  }
  const safe = s.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 48);
  return `${safe}-${h1.toString(16).padStart(8, "0")}${h2.toString(16).padStart(8, "0")}`;
}
