/**
 * The files a `git:<rev>[:<path>]` baseline reads, under the label `<rev>:`; and what the loader
 * says when git itself fails: git's own complaint, whatever else git printed around it.
 */
import { appendFileSync, chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrigin,
  filesAt,
  git,
  gitSandbox,
  initRepository,
  readTree,
  withEnv,
  type Origin,
} from './support/git-fixture.ts';

const sandbox = gitSandbox('felan-git-trees-test-');
let origin: Origin;

beforeAll(() => {
  sandbox.setUp();
  origin = createOrigin(sandbox.fresh('origin'));
});

afterAll(() => sandbox.tearDown());

const unavailable = (reason: string, source = 'git:HEAD') =>
  `git-unavailable: cannot run git to read ${source}: ${reason}`;

describe('git: the files read at a revision', () => {
  it("rule: the files of the spec's folder at the revision, labelled <rev>: and their path from the repository root", async () => {
    expect(await readTree(origin.dir, 'HEAD')).toEqual({ files: filesAt('HEAD', 3), root: 'HEAD:spec', problems: [] });
    expect(await readTree(origin.dir, 'v0.1.0')).toEqual({
      files: filesAt('v0.1.0', 1),
      root: 'v0.1.0:spec',
      problems: [],
    });
  });

  it('rule: a path given with the revision loses a leading ./ and trailing slashes', async () => {
    for (const path of ['./spec', './/spec', 'spec/', 'spec//', './spec/']) {
      expect(await readTree(origin.dir, 'v0.2.0', { path, workingSpec: 'elsewhere' })).toEqual({
        files: filesAt('v0.2.0', 2),
        root: 'v0.2.0:spec',
        problems: [],
      });
    }
    expect(await readTree(origin.dir, 'v0.2.0', { path: 'spec/types' })).toEqual({
      files: { 'v0.2.0:spec/types/thing.yaml': 'thing: 2\n' },
      root: 'v0.2.0:spec/types',
      problems: [],
    });
  });

  it('rule: a path absent at the revision is named as written, but for a leading ./ and trailing slashes', async () => {
    expect(await readTree(origin.dir, 'HEAD', { path: 'no./such//' })).toEqual({
      problems: ['git-path-missing: no./such does not exist at git revision HEAD'],
    });
    expect(await readTree(origin.dir, 'HEAD', { path: './/no/such' })).toEqual({
      problems: ['git-path-missing: no/such does not exist at git revision HEAD'],
    });
  });

  it('rule: a working spec in a folder that does not exist yet is placed from its nearest existing parent', async () => {
    expect(await readTree(origin.dir, 'HEAD', { workingSpec: 'not/yet/spec' })).toEqual({
      problems: ['git-path-missing: not/yet/spec does not exist at git revision HEAD'],
    });
  });

  it("rule: a path git refuses to list is git-unavailable with git's reason", async () => {
    const top = git(origin.dir, 'rev-parse', '--show-toplevel');
    expect(await readTree(origin.dir, 'HEAD~1', { path: '../outside' })).toEqual({
      problems: [unavailable(`../outside: '../outside' is outside repository at '${top}'`, 'git:HEAD~1')],
    });
  });

  it("rule: a file git cannot show (a submodule) is git-unavailable with git's reason", async () => {
    const repository = initRepository(sandbox.fresh('submodule'));
    writeFileSync(join(repository, 'protocol.yaml'), 'description: With a submodule.\n');
    git(repository, 'add', '.');
    git(repository, 'update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},spec/vendored`);
    git(repository, 'commit', '-q', '-m', 'submodule');
    const id = git(repository, 'rev-parse', 'HEAD');
    expect(await readTree(repository, 'HEAD')).toEqual({ problems: [unavailable(`bad object ${id}:spec/vendored`)] });
  });
});

describe('git: git itself failing', () => {
  it('rule: a repository git cannot open (a broken config) is git-unavailable, not "not a repository"', async () => {
    const repository = initRepository(sandbox.fresh('broken-config'));
    appendFileSync(join(repository, '.git/config'), '[core\n');
    const line = readFileSync(join(repository, '.git/config'), 'utf8').split('\n').length - 1;
    expect(await readTree(repository, 'HEAD')).toEqual({
      problems: [unavailable(`bad config line ${line} in file .git/config`)],
    });
  });

  it("rule: git's messages are read in English whatever the user's language", async () => {
    const plain = sandbox.fresh('not-a-repository');
    const problems = await withEnv(
      {
        GIT_CEILING_DIRECTORIES: dirname(plain),
        LANG: 'C.UTF-8',
        LANGUAGE: 'de',
        LC_ALL: undefined,
        LC_MESSAGES: undefined,
      },
      async () => (await readTree(plain, 'HEAD')).problems,
    );
    expect(problems).toEqual([
      `git-not-a-repository: ${plain} is not in a git repository, so git:HEAD cannot be read: run the diff in a clone of the repository, or compare with a release snapshot (spec/releases/<version>.json)`,
    ]);
  });

  it('rule: remotes git cannot list count as none', async () => {
    const repository = initRepository(sandbox.fresh('broken-remote'));
    writeFileSync(join(repository, 'protocol.yaml'), 'description: x\n');
    git(repository, 'add', '.');
    git(repository, 'commit', '-q', '-m', 'one');
    appendFileSync(join(repository, '.git/config'), '[remote "broken"]\n\turl\n');
    expect(await readTree(repository, 'nosuch', { fetch: false })).toEqual({
      problems: [
        'git-revision-missing: git revision nosuch does not exist here: no branch, tag or commit of that name, and this repository has no remote to fetch one from',
      ],
    });
  });

  describe("the reason shown is git's own complaint", () => {
    let fakeGit: string;
    beforeAll(() => {
      // A git that fails with the complaint it is given.
      fakeGit = sandbox.fresh('fake-git');
      writeFileSync(join(fakeGit, 'git'), '#!/bin/sh\nprintf \'%b\' "$FAKE_GIT_STDERR" >&2\nexit 1\n');
      chmodSync(join(fakeGit, 'git'), 0o755);
    });

    const reasonFor = async (stderr: string) =>
      withEnv({ PATH: fakeGit, FAKE_GIT_STDERR: stderr }, async () => (await readTree(origin.dir, 'HEAD')).problems);

    it('rule: the first fatal: or error: line, trimmed, without its prefix and the spaces after it', async () => {
      expect(
        await reasonFor('hint: an error: occurred\nwarning: careful\n   fatal:   no luck  \nerror: later\n'),
      ).toEqual([unavailable('no luck')]);
      expect(await reasonFor('error:bad\n')).toEqual([unavailable('bad')]);
    });

    it('rule: without one, the first line that is not blank, as it is', async () => {
      expect(await reasonFor('\n   \n  warning: just this  \nand more\n')).toEqual([unavailable('warning: just this')]);
      expect(await reasonFor('oops fatal: x\n')).toEqual([unavailable('oops fatal: x')]);
    });

    it('rule: with nothing on stderr, the command that failed', async () => {
      expect(await reasonFor('')).toEqual([unavailable('Command failed: git rev-parse --show-toplevel')]);
      expect(await reasonFor('\n\n')).toEqual([unavailable('Command failed: git rev-parse --show-toplevel')]);
    });
  });
});
