/**
 * A fake GitHub on loopback, held to GitHub's published contract: every REST request must match an
 * operation of `@octokit/openapi` (route, path and query parameters, JSON body), every GraphQL
 * document must validate against `@octokit/graphql-schema` and is executed against that schema,
 * and every response the fake sends is checked against the spec too. Anything off is recorded in
 * `problems` and answered with an error, so a wrong route or body fails the test using it.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { schema as graphqlSchemaPackage } from "@octokit/graphql-schema";
import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import {
  buildClientSchema,
  execute,
  GraphQLError,
  type GraphQLSchema,
  type IntrospectionQuery,
  parse,
  validate,
} from "graphql";

const require = createRequire(import.meta.url);
// ajv-formats is CJS with a default export; under ESM interop it may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  a: Ajv,
) => Ajv;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = Record<string, unknown>;

interface Operation {
  method: string;
  template: string;
  regex: RegExp;
  names: string[];
  literalSegments: number;
  op: Schema;
  params: Schema[];
}

interface Spec {
  doc: { paths: Record<string, Record<string, Schema>>; components: Record<string, Record<string, Schema>> };
  operations: Operation[];
  ajv: Ajv;
  coercing: Ajv;
  cache: Map<string, ValidateFunction>;
}

let spec: Spec | null = null;
let gqlSchema: GraphQLSchema | null = null;

function loadSpec(): Spec {
  if (spec) return spec;
  const file = require.resolve("@octokit/openapi/generated/api.github.com.json");
  const doc = JSON.parse(readFileSync(file, "utf8")) as Spec["doc"];
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    const names: string[] = [];
    const pattern = template
      .split("/")
      .map((seg) =>
        seg.replace(/\{([^}]+)\}|[^{]+/g, (m, name: string | undefined) => {
          if (name) {
            names.push(name);
            return "([^/]+)";
          }
          return m.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        }),
      )
      .join("/");
    const literalSegments = template.split("/").filter((s) => s && !s.includes("{")).length;
    for (const method of ["get", "post", "put", "patch", "delete"]) {
      const op = item[method];
      if (!op) continue;
      const params = [
        ...((item.parameters as unknown as Schema[]) ?? []),
        ...((op.parameters as Schema[]) ?? []),
      ].map((p) => resolve(doc, p));
      operations.push({
        method: method.toUpperCase(),
        template,
        regex: new RegExp(`^${pattern}$`),
        names,
        literalSegments,
        op,
        params,
      });
    }
  }
  // Literal segments beat parameters (`/issues/comments/{id}` before `/issues/{number}/…`).
  operations.sort((a, b) => b.literalSegments - a.literalSegments);
  const mk = (coerce: boolean) => {
    const ajv = new Ajv({
      strict: false,
      allErrors: true,
      validateSchema: false,
      logger: false,
      coerceTypes: coerce,
    });
    addFormats(ajv);
    ajv.addSchema({ components: doc.components }, "github");
    return ajv;
  };
  spec = { doc, operations, ajv: mk(false), coercing: mk(true), cache: new Map() };
  return spec;
}

function resolve(doc: Spec["doc"], node: Schema): Schema {
  let cur = node;
  for (let i = 0; i < 10 && typeof cur.$ref === "string"; i++) {
    const parts = (cur.$ref as string).replace(/^#\//, "").split("/");
    let target: unknown = doc;
    for (const p of parts)
      target = (target as Record<string, unknown>)[p.replace(/~1/g, "/").replace(/~0/g, "~")];
    cur = target as Schema;
  }
  return cur;
}

/** Local `#/components/…` references, pointed at the registered `github` document. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(schema)) {
      out[k] = k === "$ref" && typeof v === "string" && v.startsWith("#/") ? `github${v}` : rebase(v);
    }
    return out;
  }
  return schema;
}

function validator(s: Spec, key: string, schema: unknown, coerce = false): ValidateFunction {
  const cacheKey = `${coerce}:${key}`;
  let fn = s.cache.get(cacheKey);
  if (!fn) {
    fn = (coerce ? s.coercing : s.ajv).compile(rebase(schema) as Schema);
    s.cache.set(cacheKey, fn);
  }
  return fn;
}

function loadGraphql(): GraphQLSchema {
  if (gqlSchema) return gqlSchema;
  // The package's `schema.json` is GitHub's introspection result; its exports hide the file itself.
  const json = graphqlSchemaPackage.json as unknown as { data?: IntrospectionQuery } & IntrospectionQuery;
  gqlSchema = buildClientSchema(json.data ?? json);
  return gqlSchema;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** OpenAPI route template, `graphql`, or `storage`. */
  route: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
  /** GraphQL operation type (`query` / `mutation`). */
  graphql?: { operation: string; variables: unknown; query: string };
}

export interface Comment {
  id: number;
  body: string;
  /** The author, a REST user object; default: the token's account (`viewer`). */
  user?: Record<string, Json>;
}

export interface FakeArtifact {
  id: number;
  name: string;
  zip: Buffer;
  expired?: boolean;
  /** Defaults to the zip's real size. */
  size?: number;
}

export interface FakeGitHubOptions {
  owner: string;
  repo: string;
  pr: number;
  headSha: string;
  runId: number;
  autoMerge?: boolean;
  /** Every write answers 403 like a read-only fork-PR token. */
  readOnly?: boolean;
  /** The sender object of a webhook payload: a real user shape for responses. */
  user: Record<string, Json>;
  /** The account the token acts as (REST user shape): authors new comments, answers GraphQL `viewer`. Default: user. */
  viewer?: Record<string, Json>;
  /** GraphQL `viewer` answers with an error (a token GitHub will not identify). */
  viewerError?: string;
  /** A real pull request object (a webhook payload's), served by GET /pulls/{n}. */
  pullRequest: Record<string, Json>;
}

const WRITE = new Set(["POST", "PATCH", "PUT", "DELETE"]);

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly problems: string[] = [];
  readonly comments: Comment[] = [];
  readonly labels: string[] = [];
  readonly statuses: Array<{
    sha: string;
    state: string;
    context: string;
    description?: string;
    target_url?: string;
  }> = [];
  readonly artifacts: FakeArtifact[] = [];
  autoMerge: boolean;
  readonly prNodeId = "PR_kwDOFakeGate62";
  private server: Server | null = null;
  private nextId = 1000;
  origin = "";

  constructor(readonly opts: FakeGitHubOptions) {
    this.autoMerge = opts.autoMerge ?? false;
    loadSpec();
    loadGraphql();
  }

  /** The account the token acts as. */
  get viewer(): Record<string, Json> {
    return this.opts.viewer ?? this.opts.user;
  }

  get apiUrl(): string {
    return `${this.origin}/api/v3`;
  }
  get graphqlUrl(): string {
    return `${this.origin}/api/graphql`;
  }

  /** Requests that change something on GitHub (GraphQL mutations count, queries do not). */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) =>
      r.route === "graphql"
        ? r.graphql?.operation === "mutation"
        : WRITE.has(r.method) && r.route !== "storage",
    );
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err) => {
        this.problems.push(`fake crashed on ${req.method} ${req.url}: ${(err as Error).stack}`);
        if (!res.headersSent) send(res, 500, { message: "fake GitHub crashed" });
      });
    });
    await new Promise<void>((ok) => this.server!.listen(0, "127.0.0.1", ok));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((ok) => this.server!.close(() => ok()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", this.origin);
    const raw = await readBody(req);
    const record: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      route: "",
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      authorization: req.headers.authorization,
    };
    this.requests.push(record);

    if (url.pathname.startsWith("/storage/")) {
      record.route = "storage";
      return this.storage(url, req, res);
    }
    if (url.pathname === "/api/graphql") {
      record.route = "graphql";
      return this.graphql(record, raw, res);
    }
    if (!url.pathname.startsWith("/api/v3/")) {
      this.problems.push(`${record.method} ${url.pathname}: not under the API base URL`);
      return send(res, 404, { message: "Not Found" });
    }
    const path = url.pathname.slice("/api/v3".length);
    const s = loadSpec();
    const op = s.operations.find((o) => o.method === record.method && o.regex.test(path));
    if (!op) {
      this.problems.push(`${record.method} ${path}: no such operation in GitHub's OpenAPI description`);
      return send(res, 404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" });
    }
    record.route = op.template;
    if (!record.authorization) this.problems.push(`${record.method} ${op.template}: no Authorization header`);

    // Path and query parameters, typed as the spec declares them.
    const m = op.regex.exec(path)!;
    const values: Record<string, string> = {};
    op.names.forEach((n, i) => {
      values[n] = decodeURIComponent(m[i + 1]!);
    });
    const issues: string[] = [];
    for (const p of op.params) {
      const where = p.in as string;
      const name = p.name as string;
      if (where !== "path" && where !== "query") continue;
      const given = where === "path" ? values[name] : record.query[name];
      if (given === undefined) {
        if (p.required) issues.push(`missing ${where} parameter ${name}`);
        continue;
      }
      // Parameters arrive as strings: validate them coerced to the declared type.
      const wrapped = validator(
        s,
        `${op.method} ${op.template} ${where} ${name}`,
        { type: "object", properties: { v: p.schema ?? {} } },
        true,
      );
      if (!wrapped({ v: given }))
        issues.push(
          `${where} parameter ${name}=${JSON.stringify(given)}: ${s.coercing.errorsText(wrapped.errors)}`,
        );
    }
    for (const q of Object.keys(record.query)) {
      if (!op.params.some((p) => p.in === "query" && p.name === q))
        issues.push(`unknown query parameter ${q}`);
    }
    // The JSON body against the operation's requestBody schema.
    const rb = op.op.requestBody ? resolve(s.doc, op.op.requestBody as Schema) : null;
    if (raw.length > 0) {
      if (!String(req.headers["content-type"] ?? "").startsWith("application/json"))
        issues.push("body is not application/json");
      try {
        record.body = JSON.parse(raw.toString("utf8"));
      } catch {
        issues.push("body is not JSON");
      }
    }
    if (rb) {
      const schema = (rb.content as Record<string, { schema: Schema }>)?.["application/json"]?.schema;
      if (record.body === undefined && rb.required) issues.push("request body required");
      else if (schema && record.body !== undefined) {
        const check = validator(s, `${op.method} ${op.template} body`, schema);
        if (!check(record.body)) issues.push(`body: ${s.ajv.errorsText(check.errors)}`);
      }
    } else if (record.body !== undefined) issues.push("this operation takes no body");
    if (issues.length > 0) {
      this.problems.push(`${record.method} ${op.template}: ${issues.join("; ")}`);
      return send(res, 422, { message: "Validation Failed", errors: issues });
    }
    if (values.owner !== this.opts.owner || values.repo !== this.opts.repo) {
      return send(res, 404, { message: "Not Found" });
    }
    if (this.opts.readOnly && WRITE.has(record.method)) {
      return send(res, 403, {
        message: "Resource not accessible by integration",
        documentation_url: "https://docs.github.com/rest",
        status: "403",
      });
    }
    return this.route(op, values, record, res);
  }

  /** Sends a response after checking it against the operation's documented response schema. */
  private reply(
    op: Operation,
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    const s = loadSpec();
    const documented = (op.op.responses as Record<string, Schema>)[String(status)];
    if (!documented)
      this.problems.push(`fake answered ${op.method} ${op.template} with undocumented status ${status}`);
    else {
      const content = resolve(s.doc, documented).content as Record<string, { schema: Schema }> | undefined;
      const schema = content?.["application/json"]?.schema;
      if (schema) {
        const check = validator(s, `${op.method} ${op.template} response ${status}`, schema);
        if (!check(body))
          this.problems.push(
            `fake's own ${op.method} ${op.template} ${status} response: ${s.ajv.errorsText(check.errors)}`,
          );
      }
    }
    send(res, status, body, headers);
  }

  private route(op: Operation, v: Record<string, string>, rec: RecordedRequest, res: ServerResponse) {
    const key = `${op.method} ${op.template}`;
    const body = rec.body as Record<string, unknown>;
    const now = "2026-11-22T10:00:00Z";
    const repoUrl = `${this.apiUrl}/repos/${this.opts.owner}/${this.opts.repo}`;
    switch (key) {
      case "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts": {
        const list = this.artifacts
          .filter(() => Number(v.run_id) === this.opts.runId)
          .filter((a) => rec.query.name === undefined || a.name === rec.query.name)
          .map((a) => ({
            id: a.id,
            node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
            name: a.name,
            size_in_bytes: a.size ?? a.zip.length,
            url: `${repoUrl}/actions/artifacts/${a.id}`,
            archive_download_url: `${repoUrl}/actions/artifacts/${a.id}/zip`,
            expired: a.expired ?? false,
            created_at: now,
            expires_at: "2027-02-20T10:00:00Z",
            updated_at: now,
            digest: null,
            workflow_run: {
              id: this.opts.runId,
              repository_id: 1,
              head_repository_id: 1,
              head_branch: "main",
              head_sha: this.opts.headSha,
            },
          }));
        return this.reply(op, res, 200, { total_count: list.length, artifacts: list });
      }
      case "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}": {
        const a = this.artifacts.find((x) => x.id === Number(v.artifact_id));
        if (!a || v.archive_format !== "zip") return send(res, 404, { message: "Not Found" });
        return this.reply(op, res, 302, undefined, {
          location: `${this.origin}/storage/${a.id}.zip?sig=signed`,
        });
      }
      case "GET /repos/{owner}/{repo}/issues/{issue_number}/comments": {
        if (Number(v.issue_number) !== this.opts.pr) return this.reply(op, res, 200, []);
        const perPage = Number(rec.query.per_page ?? 30);
        const page = Number(rec.query.page ?? 1);
        const slice = this.comments
          .slice((page - 1) * perPage, page * perPage)
          .map((c) => this.commentJson(c));
        const last = Math.max(1, Math.ceil(this.comments.length / perPage));
        const headers: Record<string, string> = {};
        if (page < last) {
          headers.link = `<${repoUrl}/issues/${this.opts.pr}/comments?per_page=${perPage}&page=${page + 1}>; rel="next", <${repoUrl}/issues/${this.opts.pr}/comments?per_page=${perPage}&page=${last}>; rel="last"`;
        }
        return this.reply(op, res, 200, slice, headers);
      }
      case "POST /repos/{owner}/{repo}/issues/{issue_number}/comments": {
        if (Number(v.issue_number) !== this.opts.pr) return send(res, 404, { message: "Not Found" });
        const c: Comment = { id: this.nextId++, body: String(body.body), user: this.viewer };
        this.comments.push(c);
        return this.reply(op, res, 201, this.commentJson(c), {
          location: `${repoUrl}/issues/comments/${c.id}`,
        });
      }
      case "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}": {
        const c = this.comments.find((x) => x.id === Number(v.comment_id));
        if (!c) return send(res, 404, { message: "Not Found" });
        c.body = String(body.body);
        return this.reply(op, res, 200, this.commentJson(c));
      }
      case "POST /repos/{owner}/{repo}/issues/{issue_number}/labels": {
        if (Number(v.issue_number) !== this.opts.pr) return send(res, 404, { message: "Not Found" });
        const names = Array.isArray(body) ? body : ((body.labels as unknown[]) ?? []);
        for (const n of names) {
          const name = typeof n === "string" ? n : String((n as { name: string }).name);
          if (!this.labels.includes(name)) this.labels.push(name);
        }
        return this.reply(
          op,
          res,
          200,
          this.labels.map((name, i) => ({
            id: 500 + i,
            node_id: `LA_${i}`,
            url: `${repoUrl}/labels/${encodeURIComponent(name)}`,
            name,
            description: null,
            color: "b60205",
            default: false,
          })),
        );
      }
      case "POST /repos/{owner}/{repo}/statuses/{sha}": {
        const st = {
          sha: v.sha!,
          state: String(body.state),
          context: String(body.context ?? "default"),
          description: body.description as string | undefined,
          target_url: body.target_url as string | undefined,
        };
        this.statuses.push(st);
        return this.reply(op, res, 201, {
          url: `${repoUrl}/statuses/${st.sha}`,
          avatar_url: null,
          id: this.nextId++,
          node_id: "SC_fake",
          state: st.state,
          description: st.description ?? null,
          target_url: st.target_url ?? null,
          context: st.context,
          created_at: now,
          updated_at: now,
          creator: this.opts.user,
        });
      }
      case "GET /repos/{owner}/{repo}/pulls/{pull_number}": {
        if (Number(v.pull_number) !== this.opts.pr) return send(res, 404, { message: "Not Found" });
        const autoMerge = this.autoMerge
          ? { enabled_by: this.opts.user, merge_method: "squash", commit_title: "t", commit_message: "m" }
          : null;
        return this.reply(op, res, 200, { ...this.opts.pullRequest, auto_merge: autoMerge });
      }
      default:
        this.problems.push(`${key}: valid GitHub route the fake does not implement`);
        return send(res, 501, { message: `fake GitHub does not implement ${key}` });
    }
  }

  private commentJson(c: Comment): Record<string, Json> {
    const repoUrl = `${this.apiUrl}/repos/${this.opts.owner}/${this.opts.repo}`;
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      url: `${repoUrl}/issues/comments/${c.id}`,
      html_url: `https://github.com/${this.opts.owner}/${this.opts.repo}/pull/${this.opts.pr}#issuecomment-${c.id}`,
      body: c.body,
      user: c.user ?? this.viewer,
      created_at: "2026-11-22T10:00:00Z",
      updated_at: "2026-11-22T10:00:00Z",
      issue_url: `${repoUrl}/issues/${this.opts.pr}`,
      author_association: "NONE",
    };
  }

  /** The blob store behind the 302: must not be sent the API token. */
  private storage(url: URL, req: IncomingMessage, res: ServerResponse) {
    if (req.headers.authorization) {
      this.problems.push("the artifact storage URL was sent the API token");
      return send(res, 400, { message: "token sent to storage" });
    }
    const id = Number(/^\/storage\/(\d+)\.zip$/.exec(url.pathname)?.[1]);
    const a = this.artifacts.find((x) => x.id === id);
    if (!a || url.searchParams.get("sig") !== "signed") return send(res, 404, { message: "BlobNotFound" });
    res.writeHead(200, { "content-type": "application/zip", "content-length": String(a.zip.length) });
    res.end(a.zip);
  }

  private async graphql(rec: RecordedRequest, raw: Buffer, res: ServerResponse) {
    if (rec.method !== "POST") {
      this.problems.push(`GraphQL over ${rec.method}`);
      return send(res, 405, { message: "POST only" });
    }
    if (!rec.authorization) this.problems.push("GraphQL request without Authorization header");
    let payload: { query?: unknown; variables?: unknown; operationName?: unknown };
    try {
      payload = JSON.parse(raw.toString("utf8"));
    } catch {
      this.problems.push("GraphQL body is not JSON");
      return send(res, 400, { message: "Problems parsing JSON" });
    }
    rec.body = payload;
    if (typeof payload.query !== "string") {
      this.problems.push("GraphQL body has no query");
      return send(res, 400, { message: "A query attribute must be specified" });
    }
    const schema = loadGraphql();
    let document: ReturnType<typeof parse>;
    try {
      document = parse(payload.query);
    } catch (err) {
      this.problems.push(`GraphQL syntax: ${(err as Error).message}`);
      return send(res, 200, { errors: [{ message: (err as Error).message }] });
    }
    const errors = validate(schema, document);
    const opDef = document.definitions.find((d) => d.kind === "OperationDefinition");
    rec.graphql = {
      operation: opDef && "operation" in opDef ? String(opDef.operation) : "unknown",
      variables: payload.variables,
      query: payload.query,
    };
    if (errors.length > 0) {
      this.problems.push(
        `GraphQL document does not validate against GitHub's schema: ${errors.map((e) => e.message).join("; ")}`,
      );
      return send(res, 200, { errors: errors.map((e) => ({ message: e.message })) });
    }
    if (this.opts.readOnly && rec.graphql.operation === "mutation") {
      return send(res, 200, {
        data: null,
        errors: [
          {
            type: "FORBIDDEN",
            message: "Resource not accessible by integration",
            path: ["disablePullRequestAutoMerge"],
          },
        ],
      });
    }
    const pr = {
      id: this.prNodeId,
      number: this.opts.pr,
      autoMergeRequest: () =>
        this.autoMerge ? { enabledAt: "2026-11-22T09:00:00Z", mergeMethod: "SQUASH" } : null,
    };
    const rootValue = {
      viewer: () => {
        if (this.opts.viewerError !== undefined) throw new GraphQLError(this.opts.viewerError);
        return { login: String(this.viewer.login), databaseId: Number(this.viewer.id) };
      },
      repository: (args: { owner: string; name: string }) =>
        args.owner === this.opts.owner && args.name === this.opts.repo
          ? { id: "R_fake", pullRequest: (a: { number: number }) => (a.number === this.opts.pr ? pr : null) }
          : null,
      disablePullRequestAutoMerge: (args: {
        input: { pullRequestId: string; clientMutationId?: string };
      }) => {
        if (args.input.pullRequestId !== this.prNodeId) {
          throw new GraphQLError(
            `Could not resolve to a node with the global id of '${args.input.pullRequestId}'`,
          );
        }
        this.autoMerge = false;
        return { clientMutationId: args.input.clientMutationId ?? null, pullRequest: pr };
      },
    };
    const result = await execute({
      schema,
      document,
      rootValue,
      variableValues: (payload.variables ?? {}) as Record<string, unknown>,
    });
    if (result.errors?.length) {
      this.problems.push(`GraphQL execution: ${result.errors.map((e) => e.message).join("; ")}`);
    }
    return send(res, 200, result);
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, {
    ...(text ? { "content-type": "application/json; charset=utf-8" } : {}),
    "x-github-api-version-selected": "2022-11-28",
    ...headers,
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Another account in the real REST user shape: `base` (a webhook sender) with its identity replaced. */
export function account(
  base: Record<string, Json>,
  login: string,
  id: number,
  type: "User" | "Bot" = "User",
): Record<string, Json> {
  const out: Record<string, Json> = {
    ...base,
    login,
    id,
    type,
    node_id: `${type === "Bot" ? "BOT" : "U"}_${id}`,
  };
  for (const k of Object.keys(out)) {
    const v = out[k];
    // URLs carry the login percent-encoded, as GitHub's do (`/users/github-actions%5Bbot%5D`).
    if (typeof v === "string" && v.includes(String(base.login)))
      out[k] = v.split(String(base.login)).join(encodeURIComponent(login));
  }
  return out;
}

/** A real `pull_request` webhook payload from `@octokit/webhooks-examples`. */
export function pullRequestPayload(action = "opened"): Record<string, Json> & {
  pull_request: Record<string, Json> & { number: number; head: { sha: string }; base: { sha: string } };
  repository: { full_name: string; name: string; owner: { login: string } };
  sender: Record<string, Json>;
} {
  const all = JSON.parse(
    readFileSync(require.resolve("@octokit/webhooks-examples/api.github.com/index.json"), "utf8"),
  ) as Array<{
    name: string;
    examples: Array<Record<string, Json>>;
  }>;
  const ex = all.find((e) => e.name === "pull_request")!.examples.find((e) => e.action === action);
  if (!ex) throw new Error(`no pull_request.${action} example`);
  return structuredClone(ex) as ReturnType<typeof pullRequestPayload>;
}
