/**
 * What a `git:<rev>` baseline names, and the fetch it says to run: every form of revision against a
 * shallow CI checkout with fetching off (nothing changes, so one clone serves them all), then the
 * remotes a clone may have, a full clone, and the fetches that actually run over file://.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrigin,
  filesAt,
  fullClone,
  git,
  gitSandbox,
  initRepository,
  readTree,
  shallowClone,
  type Origin,
} from './support/git-fixture.ts';

const sandbox = gitSandbox('felan-git-revisions-test-');
let origin: Origin;
/** A shallow clone of feature (commit 4 alone), never fetched into: the tests below run with fetch off. */
let shallow: string;

beforeAll(() => {
  sandbox.setUp();
  origin = createOrigin(sandbox.fresh('origin'));
  shallow = shallowClone(origin, sandbox.fresh('shallow'));
});

afterAll(() => sandbox.tearDown());

const CI = '; in GitHub Actions, actions/checkout with fetch-depth: 0 checks out the whole history instead';
const missing = (rev: string, hint = '') => `git-revision-missing: git revision ${rev} does not exist here${hint}`;
/** The error with fetching off: the commands to run. */
const off = (rev: string, commands: string, advice = CI) =>
  missing(rev, `: automatic fetching is off; run ${commands} first${advice}`);
/** A name could be a tag or a branch: both fetches, the tag first. */
const tagOrBranch = (name: string, { depth = '--depth=1 ', remote = 'origin' } = {}) =>
  `\`git fetch ${depth}--no-tags ${remote} refs/tags/${name}:refs/tags/${name}\` (a tag) or \`git fetch ${depth}--no-tags ${remote} +refs/heads/${name}:refs/remotes/${remote}/${name}\` (a branch, then read as ${remote}/${name})`;
const branchFetch = (branch: string, { depth = '--depth=1 ', remote = 'origin' } = {}) =>
  `\`git fetch ${depth}--no-tags ${remote} +refs/heads/${branch}:refs/remotes/${remote}/${branch}\``;
const unfetchable = (rev: string, remote = 'origin') =>
  missing(
    rev,
    `: this clone is shallow, and only a branch, a tag or a full commit id (each optionally followed by ~<n> or ^<n>) is fetched for you; fetch the whole history first: \`git fetch --unshallow ${remote}\`${CI}`,
  );

async function problemsOf(clone: string, rev: string, fetch = false): Promise<readonly string[]> {
  const read = await readTree(clone, rev, { fetch });
  expect(read.files).toBeUndefined();
  return read.problems;
}

describe('git: what a revision names, and the fetch that brings it in', () => {
  it('rule: ~<n> goes back n generations, ^<n> one (the n-th parent), ^0 none', async () => {
    expect(await problemsOf(shallow, 'HEAD~2')).toEqual([
      off('HEAD~2', `\`git fetch --deepen=2 --no-tags origin ${origin.commit[4]}\``),
    ]);
    expect(await problemsOf(shallow, 'HEAD~1^~')).toEqual([
      off('HEAD~1^~', `\`git fetch --deepen=3 --no-tags origin ${origin.commit[4]}\``),
    ]);
    expect(await problemsOf(shallow, 'origin/main^2')).toEqual([
      off('origin/main^2', branchFetch('main', { depth: '--depth=2 ' })),
    ]);
    expect(await problemsOf(shallow, 'origin/main^0')).toEqual([off('origin/main^0', branchFetch('main'))]);
    expect(await problemsOf(shallow, 'origin/main~3^2')).toEqual([
      off('origin/main~3^2', branchFetch('main', { depth: '--depth=5 ' })),
    ]);
  });

  it('rule: the ancestry suffix is only at the end; anything after it makes the revision one that is not fetched', async () => {
    expect(await problemsOf(shallow, 'origin/main~1junk')).toEqual([unfetchable('origin/main~1junk')]);
  });

  it('rule: a full commit id is exactly 40 or 64 hex digits, fetched lower-cased', async () => {
    const sha256 = 'a'.repeat(64);
    expect(await problemsOf(shallow, sha256)).toEqual([
      off(sha256, `\`git fetch --depth=1 --no-tags origin ${sha256}\``),
    ]);
    const upper = 'ABCDEF0123'.repeat(4);
    expect(await problemsOf(shallow, upper)).toEqual([
      off(upper, `\`git fetch --depth=1 --no-tags origin ${upper.toLowerCase()}\``),
    ]);
    // One character more, before or after, makes a name like any other.
    for (const name of [`g${'b'.repeat(40)}`, `${'b'.repeat(40)}g`])
      expect(await problemsOf(shallow, name)).toEqual([off(name, tagOrBranch(name))]);
  });

  it('rule: an abbreviated commit id (7 to 39 hex digits) cannot be fetched; with a letter around it, it is a name', async () => {
    expect(await problemsOf(shallow, 'abcdef1')).toEqual([
      missing(
        'abcdef1',
        `: an abbreviated commit id cannot be fetched; name the full commit id, or fetch the whole history: \`git fetch --unshallow origin\`${CI}`,
      ),
    ]);
    for (const name of ['zzabcdef1', 'abcdef1zz'])
      expect(await problemsOf(shallow, name)).toEqual([off(name, tagOrBranch(name))]);
  });

  it('rule: HEAD-like names (HEAD, ORIG_HEAD, FETCH_HEAD) are not fetched; a name merely holding HEAD is', async () => {
    expect(await problemsOf(shallow, 'ORIG_HEAD')).toEqual([unfetchable('ORIG_HEAD')]);
    for (const name of ['xHEAD', 'HEADx'])
      expect(await problemsOf(shallow, name)).toEqual([off(name, tagOrBranch(name))]);
  });

  it('rule: refs/tags/<name> is fetched as a tag alone; refs/remotes/<remote>/<branch> as that branch; any other refs/… is not fetched', async () => {
    expect(await problemsOf(shallow, 'refs/tags/v0.1.0')).toEqual([
      off('refs/tags/v0.1.0', '`git fetch --depth=1 --no-tags origin refs/tags/v0.1.0:refs/tags/v0.1.0`'),
    ]);
    expect(await problemsOf(shallow, 'refs/remotes/origin/main')).toEqual([
      off('refs/remotes/origin/main', branchFetch('main')),
    ]);
    expect(await problemsOf(shallow, 'refs/heads/main')).toEqual([unfetchable('refs/heads/main')]);
  });

  it('rule: what git would not take as a ref name (spaces, .lock, @{…}) is not fetched', async () => {
    for (const rev of ['no such', 'x.lock', 'main@{1}', 'a..b'])
      expect(await problemsOf(shallow, rev)).toEqual([unfetchable(rev)]);
  });

  it('rule: an argument of the command shown is quoted for the shell when it holds other characters', async () => {
    expect(await problemsOf(shallow, "it's")).toEqual([
      off(
        "it's",
        "`git fetch --depth=1 --no-tags origin 'refs/tags/it'\\''s:refs/tags/it'\\''s'` (a tag) or `git fetch --depth=1 --no-tags origin '+refs/heads/it'\\''s:refs/remotes/origin/it'\\''s'` (a branch, then read as origin/it's)",
      ),
    ]);
  });

  it('rule: a revision starting with - is never handed to git; one ending with - is a ref like any other', async () => {
    expect(await problemsOf(shallow, '-x')).toEqual([missing('-x', ': a revision never starts with -')]);
    expect(await problemsOf(shallow, 'nope-')).toEqual([off('nope-', tagOrBranch('nope-'))]);
    const read = await readTree(origin.dir, 'wip-');
    expect(read).toEqual({ files: filesAt('wip-', 3), root: 'wip-:spec', problems: [] });
  });

  it('rule: @ alone is HEAD; in a repository with no commit yet it is missing, never fetched', async () => {
    const empty = initRepository(sandbox.fresh('empty'));
    git(empty, 'remote', 'add', 'origin', `file://${origin.dir}`);
    expect(await problemsOf(empty, '@')).toEqual([missing('@')]);
    // In a full history a revision that is not a branch, a tag or a commit id is simply missing.
    expect(await problemsOf(empty, 'main@{1}')).toEqual([missing('main@{1}')]);
  });
});

describe('git: the remote a revision is fetched from', () => {
  it("rule: a clone's only remote is the default, whatever its name; origin/… is then a name read through it", async () => {
    const clone = shallowClone(origin, sandbox.fresh('upstream'));
    git(clone, 'remote', 'rename', 'origin', 'upstream');
    expect(await problemsOf(clone, 'v0.1.0')).toEqual([off('v0.1.0', tagOrBranch('v0.1.0', { remote: 'upstream' }))]);
    expect(await problemsOf(clone, 'origin/main')).toEqual([
      off('origin/main', tagOrBranch('origin/main', { remote: 'upstream' })),
    ]);
    expect(await problemsOf(clone, 'upstream/main')).toEqual([
      off('upstream/main', branchFetch('main', { remote: 'upstream' })),
    ]);
  });

  it('rule: among several remotes origin is the default; <remote>/<branch> names another', async () => {
    const clone = shallowClone(origin, sandbox.fresh('origin-and-backup'));
    git(clone, 'remote', 'add', 'backup', `file://${origin.dir}`);
    expect(await problemsOf(clone, 'v0.1.0')).toEqual([off('v0.1.0', tagOrBranch('v0.1.0'))]);
    expect(await problemsOf(clone, 'backup/main')).toEqual([
      off('backup/main', branchFetch('main', { remote: 'backup' })),
    ]);
  });

  it('rule: several remotes and none named origin: the error lists them and asks for <remote>/<branch>', async () => {
    const clone = shallowClone(origin, sandbox.fresh('a-and-b'));
    git(clone, 'remote', 'rename', 'origin', 'a');
    git(clone, 'remote', 'add', 'b', `file://${origin.dir}`);
    expect(await problemsOf(clone, 'v0.1.0')).toEqual([
      missing(
        'v0.1.0',
        ': this clone is shallow and has no remote named origin to fetch it from (remotes: a, b); name the remote in the revision, git:<remote>/<branch>',
      ),
    ]);
    expect(await problemsOf(clone, 'abcdef1')).toEqual([
      missing(
        'abcdef1',
        `: an abbreviated commit id cannot be fetched; name the full commit id, or fetch the whole history: \`git fetch --unshallow <remote>\`${CI}`,
      ),
    ]);
    expect(await problemsOf(clone, 'b/main')).toEqual([off('b/main', branchFetch('main', { remote: 'b' }))]);
  });

  it('rule: a remote whose name holds a slash: the longest remote name that prefixes the revision wins', async () => {
    const clone = shallowClone(origin, sandbox.fresh('slashed'));
    git(clone, 'remote', 'rename', 'origin', 'up');
    git(clone, 'remote', 'add', 'up/stream', `file://${origin.dir}`);
    expect(await problemsOf(clone, 'up/stream/main')).toEqual([
      off('up/stream/main', branchFetch('main', { remote: 'up/stream' })),
    ]);
    expect(await problemsOf(clone, 'up/feature/x')).toEqual([
      off('up/feature/x', branchFetch('feature/x', { remote: 'up' })),
    ]);
  });

  it('rule: a shallow clone without a remote: add origin, then run the fetch', async () => {
    const clone = shallowClone(origin, sandbox.fresh('no-remote'));
    git(clone, 'remote', 'remove', 'origin');
    expect(await problemsOf(clone, 'v0.1.0')).toEqual([
      missing(
        'v0.1.0',
        `: this clone is shallow and has no remote origin to fetch it from; add it (\`git remote add origin <url of the repository>\`) and run ${tagOrBranch('v0.1.0')}${CI}`,
      ),
    ]);
    expect(await problemsOf(clone, 'abcdef1')).toEqual([
      missing(
        'abcdef1',
        `: an abbreviated commit id cannot be fetched; name the full commit id, or fetch the whole history: \`git fetch --unshallow <remote>\`${CI}`,
      ),
    ]);
  });

  it('rule: a full history without a remote: <remote>/<branch> says to add the remote (no --depth); any other name is reported missing', async () => {
    expect(await problemsOf(origin.dir, 'origin/main')).toEqual([
      missing(
        'origin/main',
        ': this repository has no remote origin to fetch it from; add it (`git remote add origin <url of the repository>`) and run `git fetch --no-tags origin +refs/heads/main:refs/remotes/origin/main`',
      ),
    ]);
    expect(await problemsOf(origin.dir, 'v9')).toEqual([
      missing('v9', ': no branch, tag or commit of that name, and this repository has no remote to fetch one from'),
    ]);
  });
});

describe('git: a full clone (not shallow)', () => {
  let clone: string;
  beforeAll(() => {
    clone = fullClone(origin, sandbox.fresh('full'));
    // Tagged after the clone was made, so the clone holds the commit but not the tag object.
    git(origin.dir, 'tag', '-a', 'v0.1.1', '-m', 'release 0.1.1', origin.commit[1]);
  });

  it('rule: the fetch to run has no --depth, and there is no advice about shallow checkouts', async () => {
    expect(await problemsOf(clone, 'v0.1.0')).toEqual([off('v0.1.0', tagOrBranch('v0.1.0', { depth: '' }), '')]);
    expect(await problemsOf(clone, 'abcdef1')).toEqual([
      missing(
        'abcdef1',
        ': an abbreviated commit id cannot be fetched; name the full commit id, or fetch the whole history: `git fetch origin`',
      ),
    ]);
  });

  it('rule: a revision older than the whole history is missing, nothing fetched', async () => {
    expect(await problemsOf(clone, 'HEAD~9', true)).toEqual([
      missing('HEAD~9', ': the history of HEAD does not reach that far back'),
    ]);
    // The remote's branch tip is here (it is in feature's history); what lies behind it is all there is.
    expect(await problemsOf(clone, 'origin/main~5', true)).toEqual([
      missing('origin/main~5', ': the history of origin/main does not reach that far back'),
    ]);
    expect(git(clone, 'for-each-ref', '--format=%(refname)')).toBe('refs/heads/feature\nrefs/remotes/origin/feature');
  });

  it('rule: an annotated tag of the remote whose commit the clone holds is read without fetching', async () => {
    expect(await readTree(clone, 'v0.1.1')).toEqual({ files: filesAt('v0.1.1', 1), root: 'v0.1.1:spec', problems: [] });
    expect(await readTree(clone, 'origin/main~1')).toEqual({
      files: filesAt('origin/main~1', 2),
      root: 'origin/main~1:spec',
      problems: [],
    });
    expect(git(clone, 'tag', '--list')).toBe('');
  });
});

describe('git: fetching into a shallow clone', () => {
  it('rule: a name that is a branch of the remote is fetched as that branch and read from its remote-tracking ref', async () => {
    const clone = shallowClone(origin, sandbox.fresh('fetch-name'));
    expect(await readTree(clone, 'main')).toEqual({
      files: filesAt('main', 3),
      root: 'main:spec',
      problems: [
        'git-revision-fetched (warning): git revision main was not in this clone: fetched it with `git fetch --depth=1 --no-tags origin +refs/heads/main:refs/remotes/origin/main`',
      ],
    });
  });

  it('rule: refs/tags/<name> is fetched as that tag', async () => {
    const clone = shallowClone(origin, sandbox.fresh('fetch-tag'));
    expect(await readTree(clone, 'refs/tags/v0.1.0')).toEqual({
      files: filesAt('refs/tags/v0.1.0', 1),
      root: 'refs/tags/v0.1.0:spec',
      problems: [
        'git-revision-fetched (warning): git revision refs/tags/v0.1.0 was not in this clone: fetched it with `git fetch --depth=1 --no-tags origin refs/tags/v0.1.0:refs/tags/v0.1.0`',
      ],
    });
  });

  it("rule: when the remote's tip is already here but not its history, the clone is deepened from that commit", async () => {
    const clone = shallowClone(origin, sandbox.fresh('deepen-tip'), 2);
    expect(await readTree(clone, 'origin/main~1')).toEqual({
      files: filesAt('origin/main~1', 2),
      root: 'origin/main~1:spec',
      problems: [
        `git-revision-fetched (warning): git revision origin/main~1 was not in this clone: fetched it with \`git fetch --deepen=1 --no-tags origin ${origin.commit[3]}\``,
      ],
    });
  });

  it('rule: a fetch that cannot reach back far enough says so, with the command it ran', async () => {
    const clone = shallowClone(origin, sandbox.fresh('too-far'));
    expect(await readTree(clone, 'HEAD~9')).toEqual({
      problems: [
        missing(
          'HEAD~9',
          `: fetched with \`git fetch --deepen=9 --no-tags origin ${origin.commit[4]}\`, but the history does not reach that far back`,
        ),
      ],
    });
  });

  it('rule: a remote whose refs only end like the one asked for has no such ref', async () => {
    const clone = shallowClone(origin, sandbox.fresh('ghost'));
    expect(await problemsOf(clone, 'ghost', true)).toEqual([
      missing('ghost', ': remote origin has no ref refs/tags/ghost or refs/heads/ghost'),
    ]);
    expect(await problemsOf(clone, 'origin/ghost', true)).toEqual([
      missing('origin/ghost', ': remote origin has no ref refs/heads/ghost'),
    ]);
  });
});
