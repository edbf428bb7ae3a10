import { type Spec, spec } from "../options.js";

/**
 * Option specs of the kubectl and helm subcommands their handlers can allow (kubectl and helm
 * references). Left out on purpose, so grey: options that pick other credentials or another API
 * server (`--kubeconfig`, `--server`, `--token`, `--as`, `--user`, `--certificate-authority`,
 * helm `--kube-context`/`--kube-token`), print credentials (`config view --raw/--flatten`), fetch
 * from a URL (`helm show --repo`) or run a program (`helm template --post-renderer`).
 */
const KUBE = "--help -n= --namespace= --context= --request-timeout= -v= --v=";
const K = (desc: string): Spec => spec(`${KUBE} ${desc}`, "data");
const OUT = "-o= --output= --template= --allow-missing-template-keys=? --show-managed-fields --no-headers";
const SEL = "-l= --selector= --field-selector= -A --all-namespaces --chunk-size=";
const FILES = "-f=read --filename=read -k=read --kustomize=read -R --recursive";

export const KUBECTL_SPECS: Record<string, Spec> = {
  get: K(
    `${OUT} ${SEL} ${FILES} -w --watch --watch-only --output-watch-events --show-labels --show-kind --sort-by= ` +
      "-L= --label-columns= --ignore-not-found --raw= --subresource=",
  ),
  describe: K(`${SEL} ${FILES} --show-events=?`),
  logs: K(
    "-c= --container= --all-containers=? -f --follow -p --previous --since= --since-time= --tail= " +
      "--timestamps=? --prefix=? -l= --selector= --max-log-requests= --pod-running-timeout= --ignore-errors " +
      "--limit-bytes=",
  ),
  explain: K("--recursive --api-version= --output="),
  version: K("--client --short -o= --output="),
  "api-resources": K(
    "--api-group= --cached --namespaced=? --no-headers -o= --output= --sort-by= --verbs= --categories=",
  ),
  "api-versions": K(""),
  "cluster-info": K(""),
  top: K(`${SEL} --containers --no-headers --sort-by= --sum --use-protocol-buffers --show-capacity`),
  "config view": K("--minify -o= --output= --template="),
  "config get-contexts": K("--no-headers -o= --output="),
  "config current-context": K(""),
  "config get-clusters": K(""),
  "auth can-i": K("-A --all-namespaces --list --no-headers -q --quiet --subresource="),
  "auth whoami": K("-o= --output="),
  diff: K(`${FILES} -l= --selector= --server-side --field-manager= --force-conflicts --prune --concurrency=`),
  events: K(`${SEL} --for= -o= --output= --types= -w --watch --no-headers`),
  wait: K(`${SEL} ${FILES} --for= --timeout= --all --local`),
};

const HELM = "--help -n= --namespace= --debug";
const HE = (desc: string): Spec => spec(`${HELM} ${desc}`, "data");
const VALUES = "-f=read --values=read --set= --set-string= --set-json= --set-literal= --set-file=read";

export const HELM_SPECS: Record<string, Spec> = {
  list: HE(
    "-a --all -A --all-namespaces -d --date --deployed --failed -f= --filter= -m= --max= --no-headers --offset= " +
      "-o= --output= --pending -r --reverse -l= --selector= -q --short --superseded --time-format= --uninstalled " +
      "--uninstalling",
  ),
  status: HE("-o= --output= --revision= --show-desc --show-resources"),
  get: HE("--revision= -o= --output= -a --all --template="),
  show: HE("--version= --devel --jsonpath="),
  search: HE(
    "-r --regexp --devel --version= -l --versions -o= --output= --max-col-width= --fail-on-no-result --list-repo-url",
  ),
  template: HE(
    `${VALUES} --name-template= --release-name --include-crds --skip-crds --skip-tests -s= --show-only= ` +
      "--output-dir=write --kube-version= -a= --api-versions= --version= --devel --validate --is-upgrade " +
      "--no-hooks --description= --create-namespace --generate-name -g --dependency-update",
  ),
  lint: HE(`${VALUES} --strict --with-subcharts --quiet --kube-version= --skip-schema-validation`),
  version: HE("--short --template="),
  history: HE("--max= -o= --output="),
  env: HE(""),
  dependency: HE("--skip-refresh --verify --keyring=read"),
};
HELM_SPECS.ls = HELM_SPECS.list!;

/** A subcommand with no spec here takes no option at all. */
export const CLUSTER_NONE = spec("--help", "data");

/**
 * Terraform/OpenTofu (one dash, `-name=value`; Go's flag package also reads `--name`). Left out, so
 * grey: `init -from-module` (copies a module from anywhere), `test -cloud-run`, and every
 * subcommand the handler does not allow.
 */
const TF = "- -help -chdir=?dir -no-color";
const T = (desc: string): Spec => spec(`${TF} ${desc}`, "data");
const VARS = "-var= -var-file=read";
export const TERRAFORM_SPECS: Record<string, Spec> = {
  plan: T(
    `${VARS} -destroy -refresh-only -refresh= -replace= -target= -compact-warnings -detailed-exitcode -input= ` +
      "-lock= -lock-timeout= -out=write -parallelism= -state=read -json -generate-config-out=write",
  ),
  validate: T("-json -no-tests -test-directory="),
  fmt: T("-list= -write= -diff -check -recursive"),
  show: T("-json"),
  output: T("-json -raw -state=read"),
  version: T("-json"),
  providers: T("-test-directory="),
  graph: T("-type= -plan=read -draw-cycles -module-depth="),
  console: T(`${VARS} -state=read -plan`),
  init: T(
    "-backend= -backend-config= -force-copy -get= -input= -lock= -lock-timeout= -plugin-dir=read -reconfigure " +
      "-migrate-state -upgrade -lockfile= -ignore-remote-version -json -test-directory=",
  ),
  get: T("-update -test-directory="),
  test: T(`${VARS} -filter= -json -test-directory= -verbose`),
};
export const TERRAFORM_NONE = T("");
