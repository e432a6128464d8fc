import type { Change, DiffReport } from '../change.ts';
import { changeWhere } from './describe-change.ts';
import { controlNote } from './describe-control.ts';
import { counts } from '../change-summary.ts';

// XML 1.0 Char production: a parser rejects the whole file on any other code point (most C0
// controls, lone surrogates, U+FFFE/U+FFFF), so they are dropped rather than escaped.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXmlText(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** Attribute values also keep their line breaks and tabs, which parsers would otherwise normalise to spaces. */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replace(/[\t\n\r]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function attributes(values: readonly (readonly [string, string | number])[]): string {
  return values.map(([name, value]) => ` ${name}="${escapeXmlAttribute(String(value))}"`).join('');
}

function fails(change: Change): boolean {
  return change.severity === 'breaking' && counts(change);
}

function details(change: Change): string {
  return [
    `${change.severity}${change.accepted ? ' (accepted)' : ''}: ${change.message}${controlNote(change)}`,
    `at ${changeWhere(change)}`,
    `layer ${change.layer}, direction ${change.direction}, breaks ${change.breaks}`,
    `old ${change.old.pointer}`,
    `new ${change.new.pointer}`,
    `fingerprint ${change.fingerprint}`,
  ].join('\n');
}

function testcase(change: Change): string[] {
  const open = `    <testcase${attributes([
    ['classname', `${change.layer}.${change.rule}`],
    ['name', change.new.pointer],
  ])}>`;
  const body = fails(change)
    ? `      <failure${attributes([
        ['type', 'breaking'],
        ['message', change.message],
      ])}>${escapeXmlText(details(change))}</failure>`
    : `      <system-out>${escapeXmlText(details(change))}</system-out>`;
  return [open, body, '    </testcase>'];
}

/** JUnit XML for CI test viewers: each change is a test case, and only an unaccepted breaking one fails. */
export function junitReport(report: DiffReport): string {
  const cases =
    report.changes.length === 0
      ? [
          `    <testcase${attributes([
            ['classname', 'contract'],
            ['name', 'no breaking changes'],
          ])}/>`,
        ]
      : report.changes.flatMap(testcase);
  const tests = Math.max(1, report.changes.length);
  const counts = attributes([
    ['tests', tests],
    ['failures', report.changes.filter(fails).length],
    ['skipped', 0],
  ]);
  return (
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<testsuites${attributes([['name', 'contract diff']])}${counts}>`,
      `  <testsuite${attributes([['name', 'contract diff']])}${counts}>`,
      ...cases,
      '  </testsuite>',
      '</testsuites>',
    ].join('\n') + '\n'
  );
}
