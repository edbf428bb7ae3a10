import { type Spec, spec } from "../options.js";

/**
 * Option specs of the docker/podman/nerdctl subcommands the containers handler can allow (Docker CLI
 * reference): every option of each, long and short, with its arity. Left out on purpose, so grey:
 * options that pick another daemon or context (`-H`, `--context`, `--url`), that write outside the
 * build (`build -o/--output`, `--cache-to`), that push, or that hand a secret to the build
 * (`--secret`, `--ssh`).
 */
const S = (desc: string, posix = false): Spec => spec(`${posix ? "+ " : ""}--help ${desc}`, "data");

const BUILD =
  "-t= --tag= -f=dir --file=dir --build-arg= --target= --platform= --pull --no-cache --no-cache-filter= " +
  "--progress= --label= --network= --load -q --quiet --iidfile=write --metadata-file=write --rm --force-rm " +
  "--compress --isolation= --add-host= --cache-from= --shm-size= --ulimit= -m= --memory= --cpu-shares= " +
  "--build-context= --annotation= --provenance=? --sbom=? --check --call=";
const COMPOSE =
  "-f=read --file=read -p= --project-name= --project-directory=read --profile= --env-file=read --ansi= " +
  "--progress= --parallel= --dry-run";

export const CONTAINER_SPECS: Record<string, Spec> = {
  ps: S(
    "-a --all -f= --filter= --format= -n= --last= -l --latest --no-trunc -q --quiet -s --size --external --pod --sort= --ns",
  ),
  images: S("-a --all --digests -f= --filter= --format= --no-trunc -q --quiet --tree --sort= -n --noheading"),
  "image-ls": S("-a --all --digests -f= --filter= --format= --no-trunc -q --quiet --tree"),
  logs: S("--details -f --follow --since= -n= --tail= -t --timestamps --until= --names --color"),
  version: S("-f= --format="),
  info: S("-f= --format= --debug"),
  stats: S("-a --all --format= --no-stream --no-trunc --no-reset -i= --interval="),
  // `docker top CONTAINER [ps OPTIONS]`: the words after the container are ps's own.
  top: S("", true),
  port: S(""),
  diff: S(""),
  history: S("--format= -H --human=? --no-trunc -q --quiet --platform="),
  events: S("-f= --filter= --format= --since= --until="),
  search: S("-f= --filter= --format= --limit= --no-trunc --list-tags"),
  help: S(""),
  build: S(BUILD),
  "buildx build": S(BUILD),
  "buildx ls": S("--format= --no-trunc"),
  "buildx version": S(""),
  "buildx inspect": S("--bootstrap"),
  "compose ps": S(
    `${COMPOSE} -a --all --filter= --format= --no-trunc --orphans -q --quiet --services --status=`,
  ),
  "compose logs": S(
    `${COMPOSE} -f --follow --index= --no-color --no-log-prefix --since= -n= --tail= -t --timestamps --until=`,
  ),
  "compose config": S(
    `${COMPOSE} --format= -q --quiet --services --volumes --profiles --images --hash= --resolve-image-digests ` +
      "--no-interpolate --no-normalize --no-path-resolution --no-consistency --environment --variables " +
      "-o=write --output=write",
  ),
  "compose ls": S(`${COMPOSE} -a --all --filter= --format= -q --quiet`),
  "compose images": S(`${COMPOSE} --format= -q --quiet`),
  "compose top": S(COMPOSE),
  "compose version": S(`${COMPOSE} -f= --format= --short`),
  "compose port": S(`${COMPOSE} --index= --protocol=`),
};

/** A subcommand with no spec here takes no option at all. */
export const CONTAINER_NONE = S("");
