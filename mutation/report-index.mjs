/** mutation/reports/README.md from the areas' summaries: one row per area, then the equivalent survivors. */
export function renderIndex(summaries) {
  const rows = summaries.map((s) => {
    const c = s.counts;
    const listed = s.survivors.filter((survivor) => survivor.equivalent !== undefined).length;
    return `| ${s.area} | ${(s.score * 100).toFixed(1)} % | ${c.all} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.static ?? 0} | ${listed} | ${s.date.slice(0, 16).replace('T', ' ')} UTC | \`${s.commit.slice(0, 7)}\`${s.dirty ? ' + uncommitted' : ''}${s.incremental ? ' (incremental)' : ''} |`;
  });
  const equivalents = summaries.flatMap((s) =>
    s.survivors
      .filter((survivor) => survivor.equivalent !== undefined)
      .map(
        (survivor) =>
          `| ${s.area} | \`${survivor.file}:${survivor.line}\` | ${survivor.mutator}: \`${inline(survivor.code)}\` → \`${inline(survivor.replacement)}\` | ${survivor.equivalent} |`,
      ),
  );
  return [
    '# Mutation reports',
    '',
    'Written by `npm run mutation` (mutation/run.mjs); see [docs/mutation-testing.md](../../docs/mutation-testing.md).',
    "Each area's Stryker JSON report is `<area>.json`, its summary (date, commit, counts, survivors) `<area>.summary.json`.",
    'Score: killed (or timed out) ÷ all mutants, counting as survived those without coverage and the static ones (reached only while modules load) the static pass did not judge; the target is 80 % per area.',
    '',
    '| area | score | mutants | killed | timeout | survived | no coverage | static unjudged | equivalent (listed) | run | commit |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '## Survivors listed as equivalent',
    '',
    equivalents.length === 0
      ? 'None.'
      : ['| area | where | mutant | why it cannot be killed |', '|---|---|---|---|', ...equivalents].join('\n'),
    '',
  ].join('\n');
}

function inline(text) {
  const short = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return short.replace(/\|/g, '\\|').replace(/`/g, "'");
}
