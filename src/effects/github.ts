/** GitHub effects of a refusal: disable auto-merge, sticky comment, quarantine label, failing commit status. */
import { Octokit } from "@octokit/core";
import { paginateRest } from "@octokit/plugin-paginate-rest";
import { COMMENT_MARKER, type EffectOutcome, renderComment } from "../core/verdict.js";
import { applied, type Effect, type EffectContext, failed, skipped, warning } from "../gate/gate.js";

const GitHubOctokit = Octokit.plugin(paginateRest);
export type GitHubClient = InstanceType<typeof GitHubOctokit>;

export interface GitHubClientOptions {
  token: string;
  /** REST base, e.g. https://api.github.com (GITHUB_API_URL). */
  apiUrl: string;
  /** GraphQL endpoint, e.g. https://api.github.com/graphql (GITHUB_GRAPHQL_URL). */
  graphqlUrl: string;
  userAgent?: string;
}

export interface GitHubApi {
  client: GitHubClient;
  graphqlUrl: string;
}

export function createGitHubApi(opts: GitHubClientOptions): GitHubApi {
  const client = new GitHubOctokit({
    auth: opts.token,
    baseUrl: opts.apiUrl.replace(/\/+$/, ""),
    userAgent: opts.userAgent ?? "forge-gate",
    // Octokit logs deprecations and request failures itself; we report outcomes instead.
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    // A hung API must fail the call (reported, or fail closed for the lease), not the whole job's time.
    request: {
      fetch: (url: string | URL, init?: RequestInit) =>
        fetch(url, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    },
  });
  return { client, graphqlUrl: opts.graphqlUrl };
}

/** GitHub's defaults, overridable through the variables the Actions runner sets (GHES, tests). */
export function apiUrlsFromEnv(env: NodeJS.ProcessEnv): { apiUrl: string; graphqlUrl: string } {
  const apiUrl = env.GITHUB_API_URL || "https://api.github.com";
  return { apiUrl, graphqlUrl: env.GITHUB_GRAPHQL_URL || `${apiUrl.replace(/\/+$/, "")}/graphql` };
}

export interface PullRequestTarget {
  owner: string;
  repo: string;
  number: number;
  /** The PR's head commit; looked up when not known (the event payload has it). */
  headSha?: string;
  /** Link for the comment and the commit status. */
  runUrl?: string;
}

export interface GitHubEffectOptions {
  comment: boolean;
  /** null or "" = no label. */
  label: string | null;
  disableAutoMerge: boolean;
  commitStatus: boolean;
  /**
   * What an effect that cannot run (no pull request known, no token) is: `failed` when the user
   * asked for the effects (`gate --github`), `skipped` when they are attempted only where they can be
   * (the Action, which acts on a pull request when there is one and a token to do it with).
   */
  unavailable: "failed" | "skipped";
}

export const STATUS_CONTEXT = "forge-gate";
export const REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_LABEL = "forge-gate:quarantined";

const AUTO_MERGE_QUERY = `query forgeGateAutoMerge($owner: String!, $name: String!, $number: Int!) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      id
      autoMergeRequest { enabledAt }
    }
  }
}`;

const DISABLE_AUTO_MERGE = `mutation forgeGateDisableAutoMerge($id: ID!) {
  disablePullRequestAutoMerge(input: { pullRequestId: $id, clientMutationId: "forge-gate" }) {
    pullRequest { id }
  }
}`;

interface AutoMergeData {
  repository: {
    pullRequest: { id: string; autoMergeRequest: { enabledAt: string | null } | null } | null;
  } | null;
}

/**
 * One effect per GitHub action, so one failing (or forbidden) call never stops the others.
 * `target` null (no PR known) turns every one into a recorded skip.
 */
export function githubEffects(
  api: GitHubApi | null,
  target: PullRequestTarget | null,
  opts: GitHubEffectOptions,
): Effect[] {
  const effects: Effect[] = [];
  const cannot = opts.unavailable === "failed" ? failed : skipped;
  const unavailable = (name: string): Effect | null => {
    if (target === null)
      return { name, run: async () => cannot(name, "no pull request: pass --pr or set pr in the lease") };
    if (api === null)
      return {
        name,
        run: async () =>
          cannot(
            name,
            opts.unavailable === "failed"
              ? "no GitHub token: set GITHUB_TOKEN or GH_TOKEN"
              : "no GitHub token (github-token is empty)",
          ),
      };
    return null;
  };
  const add = (
    name: string,
    enabled: boolean,
    run: (api: GitHubApi, t: PullRequestTarget, ctx: EffectContext) => Promise<EffectOutcome>,
  ) => {
    if (!enabled) {
      effects.push({ name, run: async () => skipped(name, "disabled") });
      return;
    }
    const missing = unavailable(name);
    if (missing) {
      effects.push(missing);
      return;
    }
    effects.push({ name, run: (ctx) => forbiddenIsWarning(name, () => run(api!, target!, ctx)) });
  };

  add("github.auto_merge", opts.disableAutoMerge, async ({ client, graphqlUrl }, t) => {
    // Object form: `url` is an option there, while the (query, vars) form forbids it as a variable name.
    const data = await client.graphql<AutoMergeData>({
      query: AUTO_MERGE_QUERY,
      url: graphqlUrl,
      owner: t.owner,
      name: t.repo,
      number: t.number,
    });
    const pr = data.repository?.pullRequest;
    if (!pr) throw new Error(`pull request #${t.number} not found in ${t.owner}/${t.repo}`);
    if (pr.autoMergeRequest === null) return skipped("github.auto_merge", "auto-merge was not enabled");
    await client.graphql({ query: DISABLE_AUTO_MERGE, url: graphqlUrl, id: pr.id });
    return applied("github.auto_merge", `disabled auto-merge on #${t.number}`);
  });

  add("github.comment", opts.comment, (a, t, ctx) => upsertComment(a, t, renderComment(ctx.report, t)));

  add("github.label", Boolean(opts.label), async ({ client }, t) => {
    await client.request("POST /repos/{owner}/{repo}/issues/{issue_number}/labels", {
      owner: t.owner,
      repo: t.repo,
      issue_number: t.number,
      labels: [opts.label!],
    });
    return applied("github.label", `added label ${opts.label} to #${t.number}`);
  });

  add("github.status", opts.commitStatus, async (a, t) => {
    const sha = t.headSha ?? (await headSha(a, t));
    const params: {
      owner: string;
      repo: string;
      sha: string;
      state: "failure";
      context: string;
      description: string;
      target_url?: string;
    } = {
      owner: t.owner,
      repo: t.repo,
      sha,
      state: "failure",
      context: STATUS_CONTEXT,
      description: "Merge refused: the agent run escaped its lease",
    };
    if (t.runUrl) params.target_url = t.runUrl;
    await a.client.request("POST /repos/{owner}/{repo}/statuses/{sha}", params);
    return applied("github.status", `failing status ${STATUS_CONTEXT} on ${sha.slice(0, 12)}`);
  });

  return effects;
}

async function headSha({ client }: GitHubApi, t: PullRequestTarget): Promise<string> {
  const { data } = await client.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
    owner: t.owner,
    repo: t.repo,
    pull_number: t.number,
  });
  return data.head.sha;
}

const VIEWER_QUERY = `query forgeGateViewer {
  viewer { login databaseId }
}`;

export interface Identity {
  login: string;
  databaseId: number | null;
}

/**
 * Who the token acts as. GraphQL `viewer` answers for user tokens and for installation tokens
 * (GITHUB_TOKEN, GitHub Apps) alike, where REST `GET /user` is refused.
 */
async function tokenIdentity({ client, graphqlUrl }: GitHubApi): Promise<Identity> {
  const data = await client.graphql<{ viewer: { login: string; databaseId: number | null } | null }>({
    query: VIEWER_QUERY,
    url: graphqlUrl,
  });
  if (!data.viewer?.login) throw new Error("GitHub did not say who the token belongs to");
  return { login: data.viewer.login, databaseId: data.viewer.databaseId ?? null };
}

type CommentAuthor = { id?: number | bigint; login?: string; type?: string } | null | undefined;

/**
 * A comment is ours only when the token's own account wrote it: the marker is plain text anyone
 * (the agent included) can post. Same account id, or same login; a bot's REST login carries a
 * `[bot]` suffix its GraphQL login may lack (brackets never occur in a user's login).
 */
export function authoredBy(user: CommentAuthor, me: Identity): boolean {
  if (!user) return false;
  if (me.databaseId !== null && user.id !== undefined && Number(user.id) === me.databaseId) return true;
  if (user.login === me.login) return true;
  return user.type === "Bot" && user.login === `${me.login}[bot]`;
}

/** Updates the marked comment this token wrote if there is one, else creates it: one comment per PR. */
async function upsertComment(api: GitHubApi, t: PullRequestTarget, body: string): Promise<EffectOutcome> {
  const { client } = api;
  const comments = await client.paginate("GET /repos/{owner}/{repo}/issues/{issue_number}/comments", {
    owner: t.owner,
    repo: t.repo,
    issue_number: t.number,
    per_page: 100,
  });
  const marked = comments.filter((c) => typeof c.body === "string" && c.body.startsWith(COMMENT_MARKER));
  let mine: (typeof marked)[number] | undefined;
  let note = "";
  if (marked.length > 0) {
    try {
      const me = await tokenIdentity(api);
      mine = marked.find((c) => authoredBy(c.user, me));
    } catch (err) {
      // Without knowing who we are no comment is provably ours: a second comment beats editing
      // someone else's (or none at all).
      note = ` (could not tell which marked comment is ours: ${(err as Error).message.split("\n")[0]})`;
    }
  }
  if (mine) {
    await client.request("PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}", {
      owner: t.owner,
      repo: t.repo,
      comment_id: mine.id,
      body,
    });
    return applied("github.comment", `updated comment ${mine.id} on #${t.number}`);
  }
  const { data } = await client.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
    owner: t.owner,
    repo: t.repo,
    issue_number: t.number,
    body,
  });
  return applied("github.comment", `created comment ${data.id} on #${t.number}${note}`);
}

/** A read-only token (fork PRs) cannot write: that is a warning to act on, not a gate failure. */
async function forbiddenIsWarning(name: string, run: () => Promise<EffectOutcome>): Promise<EffectOutcome> {
  try {
    return await run();
  } catch (err) {
    if (isForbidden(err)) {
      return warning(
        name,
        `the token may not do this (${(err as Error).message.split("\n")[0]}); on fork pull requests GITHUB_TOKEN is read-only — the verdict still fails the job`,
      );
    }
    throw err;
  }
}

function isForbidden(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { status?: unknown; errors?: Array<{ type?: string }>; message?: unknown };
  if (e.status === 403) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => x?.type === "FORBIDDEN")) return true;
  return typeof e.message === "string" && e.message.includes("Resource not accessible by integration");
}
