/**
 * A `git:` baseline whose spec is the repository's top, at a revision that holds no file at all
 * (generator/diff/git-baseline.ts): the error names the missing folder `.`, as git's pathspec does,
 * never an empty path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git, gitSandbox, initRepository, readTree } from './support/git-fixture.ts';

const sandbox = gitSandbox('felan-git-empty-top-test-');
beforeAll(() => sandbox.setUp());
afterAll(() => sandbox.tearDown());

/** A repository whose only commit is empty. */
function emptyRepository(): string {
  const dir = initRepository(sandbox.fresh('empty'));
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'nothing yet');
  return dir;
}

describe('git: a spec at the top of a revision that holds no file', () => {
  it('rule: git:HEAD:./ at an empty commit is git-path-missing for ".", not for an empty path', async () => {
    expect(await readTree(emptyRepository(), 'HEAD', { path: './', workingSpec: 'elsewhere' })).toEqual({
      problems: ['git-path-missing: . does not exist at git revision HEAD'],
    });
  });

  it('rule: a working spec that is the repository\'s top, read at an empty commit, is git-path-missing for "."', async () => {
    expect(await readTree(emptyRepository(), 'HEAD', { workingSpec: '.' })).toEqual({
      problems: ['git-path-missing: . does not exist at git revision HEAD'],
    });
  });

  it('rule: a spec folder below the top that the revision lacks is git-path-missing for that folder', async () => {
    expect(await readTree(emptyRepository(), 'HEAD', { path: 'spec/' })).toEqual({
      problems: ['git-path-missing: spec does not exist at git revision HEAD'],
    });
  });
});
