import {
  ArgError,
  type Args,
  data,
  grey,
  type McpEffect,
  type McpFamily,
  type McpToolSpec,
  tool,
} from "./spec.js";

/**
 * GitHub's MCP server (github/github-mcp-server: tool schemas in pkg/github/__toolsnaps__) and the
 * older reference server (@modelcontextprotocol/server-github), judged like `gh` and `git push`:
 * reads of any repository pass; what the grant is for (issues, pull requests, comments, reviews,
 * labels) passes within the lease's repository (`repo:`); a file written to a branch is judged
 * by its path (protected paths block, execution surfaces and their content escalate) and its
 * branch (straight onto a shared branch escalates, as a push does); merging, running workflows,
 * approving reviews and creating repositories escalate; deleting a repository is blocked.
 */

/** The shared branches a push onto escalates (as `git push origin main` does). */
export const SHARED_BRANCH = /^(refs\/heads\/)?(main|master|trunk|develop|production|prod)$/;

const repoOf = (a: Args): string | null => {
  const owner = a.optStr("owner");
  const repo = a.optStr("repo");
  if (owner !== undefined && repo !== undefined) return `${owner}/${repo}`;
  return repo?.includes("/") ? repo : null;
};

const state =
  (what: string) =>
  (a: Args): McpEffect[] => [{ kind: "state", what, repo: repoOf(a) }];
const change = (args: string, what: string): McpToolSpec => tool(`owner repo ${args}`, state(what));
const read = (args: string): McpToolSpec => data(`owner repo ${args}`);

/** A review event that approves: merging on an agent's own approval bypasses review. */
const reviewEvent =
  (what: string) =>
  (a: Args): McpEffect[] =>
    a.optStr("event")?.toUpperCase() === "APPROVE"
      ? [grey("remote_approve", "approves a pull request: an agent's approval bypasses review")]
      : state(what)(a);

function fileWrite(a: Args, path: string, content: string | undefined, what: string): McpEffect {
  return {
    kind: "remote",
    repo: repoOf(a),
    branch: a.optStr("branch") ?? null,
    path,
    change: content === undefined ? undefined : { kind: "whole", text: content },
    what,
  };
}

const PAGE = "page perPage per_page after before";

// Read tools, with every argument they take (all of them query parameters).
const READS: Record<string, string> = {
  actions_get: "method resource_id",
  actions_list: `method resource_id workflow_jobs_filter workflow_runs_filter ${PAGE}`,
  get_code_quality_finding: "findingNumber",
  get_code_scanning_alert: "alertNumber",
  get_commit: `sha detail include_diff ${PAGE}`,
  get_dependabot_alert: "alertNumber",
  get_discussion: "discussionNumber",
  get_discussion_comments: `discussionNumber includeReplies ${PAGE}`,
  get_file_blame: `path ref start_line end_line ${PAGE}`,
  get_file_contents: "path ref sha branch fields",
  get_job_logs: "job_id run_id failed_only return_content tail_lines",
  get_label: "name",
  get_latest_release: "",
  get_release_by_tag: "tag",
  get_repository_tree: "tree_sha recursive path_filter",
  get_tag: "tag",
  issue_read: `method issue_number ${PAGE}`,
  get_issue: "issue_number",
  get_issue_comments: `issue_number ${PAGE}`,
  list_branches: PAGE,
  list_code_scanning_alerts: `ref severity state tool_name ${PAGE}`,
  list_commits: `sha path author since until fields ${PAGE}`,
  list_dependabot_alerts: `severity state ${PAGE}`,
  list_discussion_categories: "",
  list_discussions: `category direction orderBy ${PAGE}`,
  list_issue_fields: "",
  list_issue_types: "",
  list_issues: `state labels sort direction orderBy since fields field_filters ${PAGE}`,
  list_label: "",
  list_pull_requests: `state head base sort direction fields ${PAGE}`,
  list_releases: `fields ${PAGE}`,
  list_repository_collaborators: `affiliation ${PAGE}`,
  list_repository_security_advisories: "direction sort state",
  list_tags: PAGE,
  list_workflows: PAGE,
  list_workflow_runs: `workflow_id actor branch event status ${PAGE}`,
  list_workflow_jobs: `run_id filter ${PAGE}`,
  list_workflow_run_artifacts: `run_id ${PAGE}`,
  get_workflow_run: "run_id",
  get_workflow_run_logs: "run_id",
  get_workflow_run_usage: "run_id",
  pull_request_read: `method pullNumber ${PAGE}`,
  get_pull_request: "pullNumber pull_number",
  get_pull_request_files: `pullNumber pull_number ${PAGE}`,
  get_pull_request_status: "pullNumber pull_number",
  get_pull_request_comments: "pullNumber pull_number",
  get_pull_request_reviews: "pullNumber pull_number",
  get_pull_request_diff: "pullNumber pull_number",
  get_pull_request_review_comments: "pullNumber pull_number",
  ui_get: "method",
  search_code: `query q sort order fields ${PAGE}`,
  search_commits: `query sort order ${PAGE}`,
  search_issues: `query q sort order fields ${PAGE}`,
  search_pull_requests: `query sort order fields ${PAGE}`,
  search_repositories: `query sort order minimal_output ${PAGE}`,
  search_users: `query q sort order ${PAGE}`,
  search_orgs: `query sort order ${PAGE}`,
};

/** Reads that take no repository. */
const ACCOUNT_READS: Record<string, string> = {
  get_me: "",
  get_gist: "gist_id",
  list_gists: `username since ${PAGE}`,
  get_global_security_advisory: "ghsaId",
  list_global_security_advisories:
    "ghsaId type cveId ecosystem severity cwes isWithdrawn affects published updated modified",
  list_org_repository_security_advisories: "org direction sort state",
  get_notification_details: "notificationID",
  list_notifications: `filter since before owner repo ${PAGE}`,
  list_starred_repositories: `username sort direction ${PAGE}`,
  get_team_members: "org team_slug",
  get_teams: "user",
  projects_get:
    "method owner owner_type project_number item_id field_id field_names fields status_update_id view_id",
  projects_list: `method owner owner_type project_number query field_names fields per_page ${PAGE}`,
};

function githubTools(): Record<string, McpToolSpec> {
  const tools: Record<string, McpToolSpec> = {};
  for (const [name, args] of Object.entries(READS)) tools[name] = read(args);
  for (const [name, args] of Object.entries(ACCOUNT_READS)) tools[name] = data(args);

  // Secret scanning alerts carry the leaked secret itself: printing it into the transcript is a credential read.
  for (const name of ["get_secret_scanning_alert", "list_secret_scanning_alerts"])
    tools[name] = data(`owner repo alertNumber state secret_type resolution ${PAGE}`, () => [
      grey("secret_read", "prints leaked secrets from GitHub's secret scanning into the transcript"),
    ]);

  Object.assign(tools, {
    // Issues, pull requests, comments, reviews, labels: the changes a grant of these tools is for.
    add_comment_to_pending_review: change(
      "pullNumber path body subjectType line side startLine startSide",
      "a review comment",
    ),
    add_issue_comment: change("issue_number body comment_id reaction", "an issue comment"),
    add_issue_comment_reaction: change("comment_id content", "a reaction"),
    add_issue_reaction: change("issue_number content", "a reaction"),
    add_pull_request_review_comment: change(
      "pullNumber pull_number path body subjectType line side startLine startSide commit_id",
      "a review comment",
    ),
    add_pull_request_review_comment_reaction: change("comment_id content", "a reaction"),
    add_reply_to_pull_request_comment: change("pullNumber commentId body reaction", "a reply"),
    add_sub_issue: change("issue_number sub_issue_id replace_parent", "a sub-issue"),
    remove_sub_issue: change("issue_number sub_issue_id", "a sub-issue"),
    reprioritize_sub_issue: change("issue_number sub_issue_id after_id before_id", "a sub-issue"),
    sub_issue_write: change(
      "method issue_number sub_issue_id replace_parent after_id before_id",
      "a sub-issue",
    ),
    create_issue: change("title body assignees labels milestone type", "an issue"),
    update_issue: change(
      "issue_number title body state state_reason labels assignees milestone type duplicate_of",
      "an issue",
    ),
    issue_write: change(
      "method issue_number title body assignees labels milestone type state state_reason duplicate_of issue_fields",
      "an issue",
    ),
    set_issue_fields: change("issue_number fields", "an issue"),
    update_issue_assignees: change("issue_number assignees", "an issue"),
    update_issue_body: change("issue_number body", "an issue"),
    update_issue_labels: change("issue_number labels", "an issue"),
    update_issue_milestone: change("issue_number milestone", "an issue"),
    update_issue_state: change(
      "issue_number state state_reason duplicate_of confidence is_suggestion rationale",
      "an issue",
    ),
    update_issue_title: change("issue_number title", "an issue"),
    update_issue_type: change("issue_number issue_type confidence is_suggestion rationale", "an issue"),
    label_write: change("method name new_name color description", "a label"),
    create_pull_request: change(
      "title body head base draft maintainer_can_modify reviewers",
      "a pull request",
    ),
    update_pull_request: change(
      "pullNumber pull_number title body state base draft maintainer_can_modify reviewers",
      "a pull request",
    ),
    update_pull_request_body: change("pullNumber body", "a pull request"),
    update_pull_request_draft_state: change("pullNumber draft", "a pull request"),
    update_pull_request_state: change("pullNumber state", "a pull request"),
    update_pull_request_title: change("pullNumber title", "a pull request"),
    update_pull_request_branch: change(
      "pullNumber pull_number expectedHeadSha expected_head_sha",
      "a pull request's branch",
    ),
    request_copilot_review: change("pullNumber", "a review request"),
    request_pull_request_reviewers: change("pullNumber reviewers", "a review request"),
    create_pull_request_review: tool(
      "owner repo pullNumber pull_number body event commitID commit_id comments",
      reviewEvent("a review"),
    ),
    pull_request_review_write: tool(
      "owner repo method pullNumber body event commitID threadId",
      reviewEvent("a review"),
    ),
    submit_pending_pull_request_review: tool("owner repo pullNumber body event", reviewEvent("a review")),
    delete_pending_pull_request_review: change("pullNumber", "a pending review"),
    resolve_review_thread: data("threadID", state("a review thread")),
    unresolve_review_thread: data("threadID", state("a review thread")),
    discussion_comment_write: change("method discussionNumber commentNodeID body", "a discussion comment"),
    create_discussion: change("title body category categoryId", "a discussion"),
    dismiss_notification: data("threadID state", state("a notification")),
    manage_notification_subscription: data("notificationID action", state("a notification subscription")),
    manage_repository_notification_subscription: change("action", "a notification subscription"),
    mark_all_notifications_read: data("owner repo lastReadAt", state("notifications")),
    star_repository: change("", "a star"),
    unstar_repository: change("", "a star"),
    create_gist: data("description filename content public files", state("a gist")),
    update_gist: data("gist_id description filename content files", state("a gist")),
    projects_write: data(
      "method owner owner_type project_number item_id item_type item_owner item_repo issue_number pull_request_number items updated_field field_name filter body status start_date target_date title name layout view_id visible_fields visible_field_names iteration_duration iterations",
      state("a project"),
    ),
    create_branch: tool("owner repo branch from_branch", (a) => [
      { kind: "remote", repo: repoOf(a), branch: a.str("branch"), what: "a new branch" },
    ]),
    // Files written to a branch: judged by path, content and branch.
    create_or_update_file: tool("owner repo path content message branch sha allow_symlink_write", (a) => [
      fileWrite(a, a.str("path"), a.str("content"), "a file"),
    ]),
    push_files: tool("owner repo branch files message", (a) =>
      a.objects("files").map((f) => {
        if (typeof f.path !== "string" || typeof f.content !== "string")
          throw new ArgError("each file needs a path and content");
        return fileWrite(a, f.path, f.content, "a file");
      }),
    ),
    delete_file: tool("owner repo path message branch sha", (a) => [
      fileWrite(a, a.str("path"), undefined, "a deleted file"),
    ]),
    // Changes no grant should make unasked.
    merge_pull_request: data(
      "owner repo pullNumber pull_number commit_title commit_message merge_method sha",
      () => [grey("remote_merge", "merges a pull request into its base branch, bypassing review")],
    ),
    actions_run_trigger: tool("owner repo method workflow_id ref inputs run_id", (a) =>
      a.optStr("method") === "cancel_workflow_run"
        ? state("a workflow run")(a)
        : [
            grey(
              "remote_workflow",
              "runs or rewrites CI workflow runs, which run with the repository's secrets",
            ),
          ],
    ),
    run_workflow: data("owner repo workflow_id ref inputs", () => [
      grey("remote_workflow", "runs a CI workflow with the repository's secrets"),
    ]),
    rerun_workflow_run: data("owner repo run_id", () => [
      grey("remote_workflow", "reruns a CI workflow with the repository's secrets"),
    ]),
    rerun_failed_jobs: data("owner repo run_id", () => [
      grey("remote_workflow", "reruns CI jobs with the repository's secrets"),
    ]),
    cancel_workflow_run: change("run_id", "a workflow run"),
    delete_workflow_run_logs: data("owner repo run_id", () => [
      grey("remote_destroy", "deletes a workflow run's logs"),
    ]),
    assign_copilot_to_issue: data(
      "owner repo issue_number base_ref custom_instructions confidence is_suggestion rationale",
      () => [grey("remote_agent", "starts a remote coding agent on an issue")],
    ),
    assign_copilot_to_issue_with_intent: data(
      "owner repo issue_number base_ref custom_instructions confidence is_suggestion rationale",
      () => [grey("remote_agent", "starts a remote coding agent on an issue")],
    ),
    create_repository: data("name description private autoInit organization", () => [
      grey("remote_change", "creates a repository outside the lease"),
    ]),
    fork_repository: data("owner repo organization", () => [
      grey("remote_change", "creates a fork outside the lease"),
    ]),
    delete_repository: data("owner repo", () => [
      { kind: "block", rule: "remote_destroy", reason: "deletes a GitHub repository" },
    ]),
  });
  return tools;
}

export const github = (): McpFamily => ({
  id: "github",
  names: /(github|^gh$)/,
  tools: githubTools(),
});
