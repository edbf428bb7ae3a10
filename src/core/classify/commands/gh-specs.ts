import { type Spec, spec } from "../options.js";

/**
 * Option specs of the GitHub CLI's subcommands that `gh`'s handler can allow (gh manual, `gh help
 * <command>`): every option in its long and short spelling with its arity; positionals are data
 * (numbers, URLs, branch names, queries). Options that change what the handler judges (`pr
 * checkout --force`, `pr comment --delete-last`, `--hostname` outside `api`) are left out on
 * purpose: they are grey.
 */
const COMMON = "-R= --repo= --help";
const FMT = "-q= --jq= --json=? -t= --template=";
const S = (desc: string): Spec => spec(`${COMMON} ${desc}`, "data");

const BODY = "-b= --body= -F=read --body-file=read -e --editor";
const COMMENT = `${BODY} --create-if-none --edit-last -w --web --yes`;
const EDIT =
  "--add-assignee= --add-label= --add-project= --remove-assignee= --remove-label= --remove-project= " +
  "-m= --milestone= --remove-milestone -t= --title= -b= --body= -F=read --body-file=read";
const SEARCH =
  `-L= --limit= -w --web ${FMT} --owner= --language= --state= --sort= --order= --match= --created= ` +
  "--updated= --author= --assignee= --label= --visibility= --archived=? --extension= --filename= --size= " +
  "--stars= --topic= --include-forks= --merged --merged-at= --closed= --base= -B= --head= -H= --review= " +
  "--review-requested= --reviewed-by= --draft --checks= --mentions= --commenter= --involves= --milestone= " +
  "--no-assignee --no-label --no-milestone --no-project --project= --app= --interactions= --reactions= " +
  "--comments= --locked --team-mentions= --forks= --good-first-issues= --help-wanted-issues= --followers= " +
  "--number-topics= --license= --committer= --author-date= --committer-date= --author-email= --author-name= " +
  "--committer-email= --committer-name= --hash= --parent= --tree= --include-prs --in= --is= --owner=";

/** Keyed `group action` (or `group` for the commands without an action: `api`, `status`, `browse`, `search`). */
export const GH_SPECS: Record<string, Spec> = {
  api: S(
    "-X= --method= -f= --raw-field= -F= --field= -H= --header= --input=read -q= --jq= -t= --template= " +
      "--cache= -i --include --paginate --slurp --silent --verbose -p= --preview=",
  ),
  status: S("-e= --exclude= -o= --org="),
  browse: S(
    "-b= --branch= -c --commit=? -n --no-browser -p --projects -r --releases -s --settings -w --wiki",
  ),
  search: S(SEARCH),
  "auth status": S("-a --active -h= --hostname= -t --show-token"),
  "pr list": S(
    `-a= --assignee= -A= --author= -B= --base= -d --draft -H= --head= -l= --label= -L= --limit= -S= --search= ` +
      `-s= --state= -w --web --app= ${FMT}`,
  ),
  "pr view": S(`-c --comments -w --web ${FMT}`),
  "pr diff": S("--color= --name-only --patch -w --web"),
  "pr checks": S(`--fail-fast -i= --interval= --required --watch -w --web ${FMT}`),
  "pr status": S(`-c --conflict-status ${FMT}`),
  "pr create": S(
    `-a= --assignee= -B= --base= ${BODY} -d --draft --dry-run -f --fill --fill-first --fill-verbose -H= --head= ` +
      "-l= --label= -m= --milestone= --no-maintainer-edit -p= --project= --recover=read -r= --reviewer= " +
      "-T= --template= -t= --title= -w --web",
  ),
  "pr comment": S(COMMENT),
  "pr edit": S(`${EDIT} -B= --base= --add-reviewer= --remove-reviewer=`),
  "pr ready": S("--undo"),
  "pr checkout": S("-b= --branch= --detach --recurse-submodules"),
  "pr review": S("-a --approve -c --comment -r --request-changes -b= --body= -F=read --body-file=read"),
  "issue list": S(
    `-a= --assignee= -A= --author= -l= --label= -L= --limit= --mention= -m= --milestone= -S= --search= ` +
      `-s= --state= -w --web --app= ${FMT}`,
  ),
  "issue view": S(`-c --comments -w --web ${FMT}`),
  "issue status": S(FMT),
  "issue create": S(
    `-a= --assignee= ${BODY} -l= --label= -m= --milestone= -p= --project= --recover=read -T= --template= ` +
      "-t= --title= -w --web",
  ),
  "issue comment": S(COMMENT),
  "issue edit": S(EDIT),
  "run list": S(
    `-a --all -b= --branch= -c= --commit= --created= -e= --event= -L= --limit= -s= --status= -u= --user= ` +
      `-w= --workflow= ${FMT}`,
  ),
  "run view": S(`-a= --attempt= --exit-status -j= --job= --log --log-failed -v --verbose -w --web ${FMT}`),
  "run watch": S("--compact --exit-status -i= --interval="),
  "run rerun": S("-d --debug --failed -j= --job="),
  "run download": S("-D=write --dir=write -n= --name= -p= --pattern="),
  "repo view": S(`-b= --branch= -w --web ${FMT}`),
  "repo list": S(
    `--archived --fork -l= --language= -L= --limit= --no-archived --source --topic= --visibility= ${FMT}`,
  ),
  "repo clone": S("-u= --upstream-remote-name= --no-upstream"),
  "release list": S(`--exclude-drafts --exclude-pre-releases -L= --limit= -O= --order= ${FMT}`),
  "release view": S(`-w --web ${FMT}`),
  "workflow list": S(`-a --all -L= --limit= ${FMT}`),
  "workflow view": S("-r= --ref= -w --web -y --yaml"),
  "gist list": S("-L= --limit= --public --secret --filter= --include-content"),
  "gist view": S("-f= --filename= --files -r --raw -w --web"),
};

/** Any other group's read (`gh label list`, `gh secret list`, `gh cache list`, `gh ruleset view` …). */
export const GH_READ = S(`-L= --limit= -w --web ${FMT}`);
