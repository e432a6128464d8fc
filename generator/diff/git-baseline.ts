/**
 * `git:<rev>[:<path>]` baselines: a spec folder as committed at a revision, read with the git
 * command line. CI checkouts are shallow (actions/checkout fetches one commit), so the baseline is
 * often missing; when the revision says what to fetch — a branch of a remote, a tag, a full commit
 * id, or one of those followed by `~<n>`/`^<n>` — it is fetched, else the error names the command.
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { diagnostic, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import type { FileSystemHost } from '../host/file-system.ts';
import { MemoryFileSystem } from '../host/memory-file-system.ts';

export interface GitBaselineOptions {
  /**
   * Fetch a revision the clone lacks from its remote (default: true, so a shallow CI checkout works
   * as it is). A fetch only adds objects and refs under refs/remotes/ and refs/tags/ (and updates
   * FETCH_HEAD and the shallow list); it never touches the working tree, the index, HEAD or a local
   * branch. With false nothing goes over the network and the error says what to run.
   */
  readonly fetch?: boolean | undefined;
}

export interface GitTree {
  readonly fs: FileSystemHost;
  readonly root: string;
}

/**
 * The files of `path` at `rev` (the path from the repository root; without one, `workingSpec`'s
 * place in its repository), in memory under the label `<rev>:` so positions name the revision.
 */
export async function readGitTree(
  rev: string,
  path: string | undefined,
  workingSpec: string,
  options: GitBaselineOptions = {},
): Promise<WithDiagnostics<GitTree | undefined>> {
  const [clone, cloneProblems] = await openClone(workingSpec, `git:${rev}`);
  if (clone === undefined) return [undefined, cloneProblems];
  const [commit, problems] = await obtainCommit(clone, rev, options.fetch ?? true);
  if (commit === undefined) return [undefined, problems];
  // The platform's separators (a backslash is a name's own character on POSIX, a separator on Windows).
  const inRepository = path ?? relative(clone.top, resolve(workingSpec)).split(sep).join('/');
  const relativePath = inRepository.replace(/^\.\/+/, '').replace(/\/+$/, '');
  // The repository's top is '.': git refuses an empty pathspec.
  const listing = await git(clone.top, [
    'ls-tree',
    '-r',
    '-z',
    '--full-tree',
    '--name-only',
    commit,
    '--',
    relativePath === '' ? '.' : relativePath,
  ]);
  if (!listing.ok)
    return [undefined, [...problems, diagnostic('git-unavailable', { source: `git:${rev}`, reason: listing.reason })]];
  const names = listing.out.split('\0').filter((name) => name !== '');
  if (names.length === 0)
    return [
      undefined,
      [...problems, diagnostic('git-path-missing', { path: relativePath === '' ? '.' : relativePath, rev })],
    ];
  // The spec's folder is `<rev>:<path>`; at the repository's top, `<rev>:.` (a folder the loader can list).
  const label = relativePath === '' ? `${rev}:./` : `${rev}:`;
  const files: Record<string, string> = {};
  for (const name of names) {
    const blob = await git(clone.top, ['show', `${commit}:${name}`]);
    if (!blob.ok)
      return [undefined, [...problems, diagnostic('git-unavailable', { source: `git:${rev}`, reason: blob.reason })]];
    files[label + name] = blob.out;
  }
  return [{ fs: new MemoryFileSystem(files), root: relativePath === '' ? `${rev}:.` : label + relativePath }, problems];
}

// --- the repository

interface Clone {
  readonly top: string;
  readonly shallow: boolean;
  readonly remotes: readonly string[];
}

async function openClone(workingSpec: string, source: string): Promise<WithDiagnostics<Clone | undefined>> {
  // The spec itself when it is a folder (one at the repository's top is inside it), else its nearest existing parent.
  const dir = await existingFolder(resolve(workingSpec));
  const top = await git(dir, ['rev-parse', '--show-toplevel']);
  if (!top.ok) {
    if (top.notInstalled) return [undefined, [diagnostic('git-not-installed', { source })]];
    if (/not a git repository/i.test(top.reason))
      return [undefined, [diagnostic('git-not-a-repository', { dir, source })]];
    return [undefined, [diagnostic('git-unavailable', { source, reason: top.reason })]];
  }
  const root = top.out.trim();
  const shallow = await git(root, ['rev-parse', '--is-shallow-repository']);
  const remotes = await git(root, ['remote']);
  return [
    {
      top: root,
      shallow: shallow.ok && shallow.out.trim() === 'true',
      remotes: remotes.ok ? remotes.out.split('\n').filter((name) => name !== '') : [],
    },
    [],
  ];
}

/** The folder itself or its nearest existing parent: git needs a folder to start in, and the spec may not exist yet. */
async function existingFolder(dir: string): Promise<string> {
  for (let at = dir; ; at = dirname(at)) {
    if (
      await stat(at).then(
        (entry) => entry.isDirectory(),
        () => false,
      )
    )
      return at;
    if (dirname(at) === at) return at;
  }
}

async function commitOf(clone: Clone, rev: string): Promise<string | undefined> {
  if (rev.startsWith('-')) return undefined; // never an option
  const found = await git(clone.top, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
  return found.ok ? found.out.trim() : undefined;
}

// --- what a revision names, and the fetch that brings it in

type Base =
  | { readonly kind: 'commit-id'; readonly id: string }
  | { readonly kind: 'short-id' }
  | { readonly kind: 'remote-branch'; readonly remote: string; readonly branch: string }
  | { readonly kind: 'tag'; readonly name: string }
  /** A tag or a branch of the remote: `git ls-remote` tells which. */
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'other' };

interface Revision {
  readonly base: Base;
  readonly baseText: string;
  /** `~2^` and the like, after the base. */
  readonly suffix: string;
  /** How many generations the suffix goes back: how far a shallow history must be deepened. */
  readonly generations: number;
}

function parseRevision(rev: string, remotes: readonly string[]): Revision {
  const ancestry = /^(.+?)((?:[~^]\d*)+)$/.exec(rev);
  const [baseText, suffix] = ancestry ? [ancestry[1]!, ancestry[2]!] : [rev, ''];
  let generations = 0;
  for (const [, step, count] of suffix.matchAll(/([~^])(\d*)/g)) {
    const n = count === '' ? 1 : Number(count);
    generations += step === '~' ? n : Math.min(n, 1); // ^2 is the second parent: one generation back
  }
  return { base: parseBase(baseText, remotes), baseText, suffix, generations };
}

function parseBase(text: string, remotes: readonly string[]): Base {
  if (/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i.test(text)) return { kind: 'commit-id', id: text.toLowerCase() };
  if (/^[0-9a-f]{7,39}$/i.test(text)) return { kind: 'short-id' };
  if (!isRefName(text) || /^[A-Z_]*HEAD$/.test(text)) return { kind: 'other' };
  if (text.startsWith('refs/tags/')) return { kind: 'tag', name: text.slice('refs/tags/'.length) };
  const remoteRef = text.startsWith('refs/remotes/') ? text.slice('refs/remotes/'.length) : text;
  // The longest remote name that prefixes it (a remote's name may hold a slash); with no remote at
  // all, origin/… still says what to add and fetch.
  const remote = [...remotes, ...(remotes.length === 0 ? ['origin'] : [])]
    .filter((name) => remoteRef.startsWith(`${name}/`) && remoteRef.length > name.length + 1)
    .sort((a, b) => b.length - a.length)[0];
  if (remote !== undefined) return { kind: 'remote-branch', remote, branch: remoteRef.slice(remote.length + 1) };
  if (text.startsWith('refs/')) return { kind: 'other' };
  return { kind: 'name', name: text };
}

/** A name git accepts as a ref and a fetch refspec can carry as it is (git check-ref-format, conservatively). */
function isRefName(name: string): boolean {
  return (
    /^[^\0-\x20\x7f~^:?*[\\]+$/.test(name) &&
    !/^[-/.]|\.\.|\/\/|\/\.|@\{|\.lock(?:\/|$)|[/.]$/.test(name) &&
    name !== '@'
  );
}

/** One way to fetch the revision: the arguments after `git`, and what resolves to it afterwards. */
interface Fetch {
  readonly args: readonly string[];
  readonly then: string;
  /** What the fetched ref is, when there is a choice: "a tag", "a branch". */
  readonly what?: string;
}

function defaultRemote(remotes: readonly string[]): string | undefined {
  return remotes.includes('origin') ? 'origin' : remotes.length === 1 ? remotes[0] : undefined;
}

/** The fetches that would bring `base` (and `depth - 1` generations of its history) into the clone. */
function fetchesOf(revision: Revision, remote: string, shallow: boolean): readonly Fetch[] {
  const depth = shallow ? [`--depth=${revision.generations + 1}`] : [];
  const fetch = (source: string, then: string, what?: string): Fetch => ({
    args: ['fetch', ...depth, '--no-tags', remote, source],
    then: then + revision.suffix,
    ...(what === undefined ? {} : { what }),
  });
  const { base } = revision;
  switch (base.kind) {
    case 'commit-id':
      return [fetch(base.id, base.id)];
    case 'remote-branch':
      return [
        fetch(
          `+refs/heads/${base.branch}:refs/remotes/${remote}/${base.branch}`,
          `refs/remotes/${remote}/${base.branch}`,
        ),
      ];
    case 'tag':
      return [fetch(`refs/tags/${base.name}:refs/tags/${base.name}`, `refs/tags/${base.name}`)];
    case 'name':
      return [
        fetch(`refs/tags/${base.name}:refs/tags/${base.name}`, `refs/tags/${base.name}`, 'a tag'),
        fetch(
          `+refs/heads/${base.name}:refs/remotes/${remote}/${base.name}`,
          `refs/remotes/${remote}/${base.name}`,
          `a branch, then read as ${remote}/${base.name}`,
        ),
      ];
    default:
      return [];
  }
}

// --- getting the commit

type Outcome = WithDiagnostics<string | undefined>;

/**
 * The commit `rev` names, fetched first when the clone lacks it and the revision says what to
 * fetch. A revision present is used as it is: it is never refreshed from the remote.
 */
async function obtainCommit(clone: Clone, rev: string, mayFetch: boolean): Promise<Outcome> {
  const present = await commitOf(clone, rev);
  if (present !== undefined) return [present, []];
  const missing = (hint: string): Outcome => [undefined, [diagnostic('git-revision-missing', { rev, hint })]];
  if (rev.startsWith('-')) return missing(': a revision never starts with -');
  const revision = parseRevision(rev, clone.remotes);
  const remote = revision.base.kind === 'remote-branch' ? revision.base.remote : defaultRemote(clone.remotes);
  const ciAdvice = clone.shallow
    ? '; in GitHub Actions, actions/checkout with fetch-depth: 0 checks out the whole history instead'
    : '';
  const wholeHistory = `git fetch ${clone.shallow ? '--unshallow ' : ''}${remote ?? '<remote>'}`;

  // The base is here, the history behind it is not: only deepening a shallow clone helps.
  const baseCommit = revision.generations > 0 ? await commitOf(clone, revision.baseText) : undefined;
  if (baseCommit !== undefined && !clone.shallow)
    return missing(`: the history of ${revision.baseText} does not reach that far back`);

  let fetches: readonly Fetch[];
  if (baseCommit !== undefined) {
    fetches = [
      { args: ['fetch', `--deepen=${revision.generations}`, '--no-tags', remote ?? 'origin', baseCommit], then: rev },
    ];
  } else if (revision.base.kind === 'short-id') {
    return missing(
      `: an abbreviated commit id cannot be fetched; name the full commit id, or fetch the whole history: \`${wholeHistory}\`${ciAdvice}`,
    );
  } else if (revision.base.kind === 'other') {
    const shallow = clone.shallow
      ? `: this clone is shallow, and only a branch, a tag or a full commit id (each optionally followed by ~<n> or ^<n>) is fetched for you; fetch the whole history first: \`${wholeHistory}\`${ciAdvice}`
      : '';
    return missing(shallow);
  } else {
    fetches = fetchesOf(revision, remote ?? 'origin', clone.shallow);
  }

  if (remote === undefined || !clone.remotes.includes(remote))
    return missing(noRemoteHint(clone, revision, remote, fetches, ciAdvice));
  if (!mayFetch) return missing(`: automatic fetching is off; run ${commandsOf(fetches)} first${ciAdvice}`);

  // A name may be a branch or a tag of the remote: ask the remote which, and whether it has it at all.
  if (revision.base.kind === 'name' || revision.base.kind === 'remote-branch') {
    const [choice, problems] = await chooseOnRemote(clone, revision, remote, fetches, ciAdvice, rev);
    if (choice === undefined) return [undefined, problems];
    if (typeof choice === 'string') {
      // The remote's commit is already here (the ref is not): read it, deepening only if the suffix needs older history.
      const here = await commitOf(clone, choice + revision.suffix);
      if (here !== undefined) return [here, []];
      if (!clone.shallow) return missing(`: the history of ${revision.baseText} does not reach that far back`);
      fetches = [
        {
          args: ['fetch', `--deepen=${revision.generations}`, '--no-tags', remote, choice],
          then: choice + revision.suffix,
        },
      ];
    } else {
      fetches = [choice];
    }
  }
  return runFetch(clone, rev, remote, fetches[0]!, ciAdvice);
}

/** Why nothing can be fetched without a remote, and what to add and run. */
function noRemoteHint(
  clone: Clone,
  revision: Revision,
  remote: string | undefined,
  fetches: readonly Fetch[],
  ciAdvice: string,
): string {
  const place = clone.shallow ? 'this clone is shallow and has' : 'this repository has';
  if (remote === undefined && clone.remotes.length > 1) {
    return `: ${place} no remote named origin to fetch it from (remotes: ${clone.remotes.join(', ')}); name the remote in the revision, git:<remote>/<branch>`;
  }
  // A full history without any remote: the name is most likely mistyped, and a remote is no answer.
  if (!clone.shallow && clone.remotes.length === 0 && revision.base.kind !== 'remote-branch') {
    return ': no branch, tag or commit of that name, and this repository has no remote to fetch one from';
  }
  const name = remote ?? 'origin';
  return `: ${place} no remote ${name} to fetch it from; add it (\`git remote add ${name} <url of the repository>\`) and run ${commandsOf(fetches)}${ciAdvice}`;
}

/**
 * `git ls-remote`: which of `fetches` the remote has, or the commit when that is already in the
 * clone (then nothing is fetched), or why not.
 */
async function chooseOnRemote(
  clone: Clone,
  revision: Revision,
  remote: string,
  fetches: readonly Fetch[],
  ciAdvice: string,
  rev: string,
): Promise<WithDiagnostics<Fetch | string | undefined>> {
  const { base } = revision;
  const refs =
    base.kind === 'remote-branch'
      ? [`refs/heads/${base.branch}`]
      : base.kind === 'name'
        ? [`refs/tags/${base.name}`, `refs/heads/${base.name}`]
        : [];
  const patterns = refs.flatMap((ref) => (ref.startsWith('refs/tags/') ? [ref, `${ref}^{}`] : [ref]));
  const listed = await git(clone.top, ['ls-remote', '--exit-code', remote, ...patterns], NETWORK_TIMEOUT_MS);
  if (!listed.ok && listed.status === 2) {
    const what = base.kind === 'remote-branch' ? `branch ${base.branch}` : 'branch or tag of that name';
    return [undefined, [diagnostic('git-revision-missing', { rev, hint: `: remote ${remote} has no ${what} either` })]];
  }
  if (!listed.ok)
    return [
      undefined,
      [
        diagnostic('git-fetch-failed', {
          rev,
          remote,
          reason: listed.reason,
          command: commandsOf(fetches),
          advice: ciAdvice,
        }),
      ],
    ];
  const found = new Map(
    listed.out
      .split('\n')
      .map((line) => line.split('\t'))
      .filter((fields) => fields.length === 2)
      .map(([id, ref]) => [ref!, id!]),
  );
  const index = refs.findIndex((ref) => found.has(ref));
  if (index < 0)
    return [
      undefined,
      [diagnostic('git-revision-missing', { rev, hint: `: remote ${remote} has no ref ${refs.join(' or ')}` })],
    ];
  // A commit already in the clone needs no fetch (and a --depth fetch of it would cut the history behind it).
  const ref = refs[index]!;
  const tip = await commitOf(clone, found.get(`${ref}^{}`) ?? found.get(ref)!);
  return [tip ?? fetches[index]!, []];
}

async function runFetch(clone: Clone, rev: string, remote: string, fetch: Fetch, ciAdvice: string): Promise<Outcome> {
  const command = commandOf(fetch.args);
  const fetched = await git(clone.top, fetch.args, NETWORK_TIMEOUT_MS);
  if (!fetched.ok)
    return [
      undefined,
      [
        diagnostic('git-fetch-failed', {
          rev,
          remote,
          reason: fetched.reason,
          command: `\`${command}\``,
          advice: ciAdvice,
        }),
      ],
    ];
  const commit = await commitOf(clone, fetch.then);
  if (commit === undefined) {
    return [
      undefined,
      [
        diagnostic('git-revision-missing', {
          rev,
          hint: `: fetched with \`${command}\`, but the history does not reach that far back`,
        }),
      ],
    ];
  }
  return [commit, [diagnostic('git-revision-fetched', { rev, command })]];
}

function commandsOf(fetches: readonly Fetch[]): string {
  return fetches
    .map((fetch) => `\`${commandOf(fetch.args)}\`${fetch.what === undefined ? '' : ` (${fetch.what})`}`)
    .join(' or ');
}

function commandOf(args: readonly string[]): string {
  return ['git', ...args]
    .map((arg) => (/^[\w.,:/+=@^~%-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`))
    .join(' ');
}

// --- running git

/** Fetches over a slow network take long; one that hangs (a remote asking for a password) must not hang CI. */
const NETWORK_TIMEOUT_MS = 300_000;

type GitRun =
  | { readonly ok: true; readonly out: string }
  | {
      readonly ok: false;
      readonly notInstalled: boolean;
      readonly status: number | undefined;
      readonly reason: string;
    };

/** git in `cwd`, never prompting (a prompt would hang CI), its messages in English so they can be recognized. */
function git(cwd: string, args: readonly string[], timeout = 0): Promise<GitRun> {
  const env = { ...process.env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0' };
  return new Promise((done) => {
    execFile(
      'git',
      [...args],
      { cwd, env, timeout, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error === null) return done({ ok: true, out: stdout });
        const code = (error as { code?: unknown }).code;
        const reason = error.killed ? `no answer within ${timeout / 1000} s` : gitReason(stderr, error);
        done({
          ok: false,
          notInstalled: code === 'ENOENT',
          status: typeof code === 'number' ? code : undefined,
          reason,
        });
      },
    );
  });
}

/** git's own first complaint (`fatal: …`), not Node's "Command failed: …". */
function gitReason(stderr: string, error: Error): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const complaint = lines.find((line) => /^(?:fatal|error):/.test(line)) ?? lines[0];
  return (complaint ?? error.message.split('\n')[0]!).replace(/^(?:fatal|error):\s*/, '');
}
