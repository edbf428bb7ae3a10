import type { Analysis } from "../analysis.js";
import type { Spec } from "../options.js";
import type { StdinSource, Val } from "../values.js";
import { account } from "./account.js";
import { CLUSTER_NONE, HELM_SPECS, KUBECTL_SPECS, TERRAFORM_NONE, TERRAFORM_SPECS } from "./cluster-specs.js";
import { CONTAINER_NONE, CONTAINER_SPECS } from "./container-specs.js";
import { H, type Io } from "./registry.js";

/** Containers, clusters and infrastructure tools. */

export function containerTool(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  const via = `\`${io.name} ${sub}\``;
  // Every word accounted for: the subcommand's spec (`compose ps`, `buildx build` by two words).
  const at = args.findIndex((v) => v.s === sub);
  const two = sub === "compose" || sub === "buildx";
  const key = two ? `${sub} ${args[at + 1]?.s ?? ""}` : sub;
  const rest = [...args.slice(0, at), ...args.slice(at + (two ? 2 : 1))];
  account(`\`${io.name} ${key}\``, rest, CONTAINER_SPECS[key] ?? CONTAINER_NONE, a);
  // `inspect` prints a container's environment, where its credentials are.
  if (sub === "inspect") {
    a.grey("secret_read", `${via} prints container configuration, environment variables included`);
    return null;
  }
  if (/^(ps|images|image-ls|logs|version|info|stats|top|port|diff|history|events|search|help)$/.test(sub))
    return null;
  if (
    sub === "compose" &&
    /^(ps|logs|config|ls|images|top|version|port)$/.test(
      args[args.findIndex((v) => v.s === "compose") + 1]?.s ?? "",
    )
  )
    return null;
  if (sub === "build" || (sub === "buildx" && /^(build|ls|version|inspect)$/.test(args[at + 1]?.s ?? ""))) {
    a.project(via);
    return null;
  }
  if (args.some((v) => v.s === "--privileged")) {
    a.block("privilege", `${via} --privileged gives the container control of the host`);
    return null;
  }
  if (
    args.some(
      (v, k) =>
        /^(-v|--volume)$/.test(v.s) &&
        /^\/(:|$)|^\/:|^\/(etc|root|var\/run\/docker\.sock)/.test(args[k + 1]?.s ?? ""),
    )
  ) {
    a.block("privilege", `${via} mounts the host's root, /etc or the docker socket into a container`);
    return null;
  }
  a.grey("container", `${via} runs or changes containers`);
  return null;
}
H.docker = containerTool;
H.podman = containerTool;
H.nerdctl = containerTool;

/** Accounts for a cluster tool's words: the subcommand (and `config X`/`auth X`) dropped, the rest against its spec. */
function accountSub(tool: string, args: Val[], sub: string, specs: Record<string, Spec>, a: Analysis): void {
  const at = args.findIndex((v) => v.s === sub);
  const two = tool === "kubectl" && (sub === "config" || sub === "auth");
  const key = two ? `${sub} ${args[at + 1]?.s ?? ""}` : sub;
  const rest = at === -1 ? args : [...args.slice(0, at), ...args.slice(at + (two ? 2 : 1))];
  account(`\`${tool} ${key}\``, rest, specs[key] ?? CLUSTER_NONE, a);
}

H.kubectl = (args, a) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  accountSub("kubectl", args, sub, KUBECTL_SPECS, a);
  if (sub === "auth" && !/^(can-i|whoami)$/.test(args[args.findIndex((v) => v.s === "auth") + 1]?.s ?? "")) {
    a.grey("cluster_change", "`kubectl auth` changes cluster access rules");
    return null;
  }
  if (
    /^(get|describe|logs|explain|version|api-resources|api-versions|cluster-info|top|config|auth|diff|events|wait)$/.test(
      sub,
    )
  ) {
    const kind = args[args.findIndex((v) => v.s === sub) + 1]?.s ?? "";
    if ((sub === "get" || sub === "describe") && /^(secrets?|secret\/.*)$/.test(kind)) {
      a.grey("secret_read", `\`kubectl ${sub} ${kind}\` prints cluster secrets`);
      return null;
    }
    if (
      sub === "config" &&
      !/^(view|get-contexts|current-context|get-clusters)$/.test(
        args[args.findIndex((v) => v.s === "config") + 1]?.s ?? "",
      )
    ) {
      a.grey("cluster_change", "`kubectl config` changes the cluster configuration");
    }
    return null;
  }
  a.grey("cluster_change", `\`kubectl ${sub}\` changes a cluster`);
  return null;
};
H.helm = (args, a) => {
  const sub = args[0]?.s ?? "";
  accountSub("helm", args, sub, HELM_SPECS, a);
  if (/^(list|ls|status|get|show|search|template|lint|version|history|env|dependency)$/.test(sub))
    return null;
  a.grey("cluster_change", `\`helm ${sub}\` changes a cluster`);
  return null;
};
H.terraform = (args, a, io) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  const at = args.findIndex((v) => v.s === sub);
  const rest = at === -1 ? args : [...args.slice(0, at), ...args.slice(at + 1)];
  account(`\`${io.name} ${sub}\``, rest, TERRAFORM_SPECS[sub] ?? TERRAFORM_NONE, a);
  // `providers lock|mirror` fetch providers and write them wherever they are pointed.
  if (sub === "providers" && rest.some((v) => !v.s.startsWith("-") && v.s !== "schema")) {
    a.grey("infra_change", `\`${io.name} providers\` with a subcommand fetches or writes providers`);
    return null;
  }
  if (
    /^(plan|validate|fmt|show|output|version|providers|graph|console|state-list|init|get|test)$/.test(sub)
  ) {
    a.project(`\`terraform ${sub}\``);
    return null;
  }
  if (sub === "destroy") {
    a.block("infra_destroy", "`terraform destroy` deletes infrastructure");
    return null;
  }
  a.grey("infra_change", `\`terraform ${sub}\` changes real infrastructure`);
  return null;
};
H.tofu = H.terraform;
