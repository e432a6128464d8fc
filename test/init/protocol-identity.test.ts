import { describe, expect, it } from 'vitest';
import {
  checkName,
  checkPackage,
  checkTitle,
  kebabFromFolder,
  nameFromFolder,
} from '../../generator/init/protocol-identity.ts';

describe('the protocol identity init writes', () => {
  it.each([
    ['chat-protocol', 'chat-protocol'],
    ['My Protocol', 'my-protocol'],
    ['chatAPI_v2', 'chat-api-v2'],
    ['HTTPServer', 'http-server'],
    ['café  protocol!', 'cafe-protocol'],
    ['--a--b--', 'a-b'],
  ])('the folder name %j gives the protocol name %j', (folder, name) => {
    expect(kebabFromFolder(folder)).toBe(name);
    expect(nameFromFolder(folder)).toEqual({ ok: true, value: name });
  });

  it('refuses a folder name that normalises to nothing or to a name starting with a digit, and says to pass --name', () => {
    for (const folder of ['2fa', '___', '', '日本']) {
      const result = nameFromFolder(folder);
      expect(result.ok, folder).toBe(false);
      if (!result.ok) expect(result.reason).toContain('pass --name <kebab-name>');
    }
  });

  it('takes --name as written: a name that is not kebab-case is refused, with a suggestion', () => {
    expect(checkName('chat-protocol')).toEqual({ ok: true, value: 'chat-protocol' });
    expect(checkName('Chat_Protocol')).toEqual({
      ok: false,
      reason: expect.stringContaining('did you mean chat-protocol?'),
    });
    expect(checkName('a--b').ok).toBe(false);
    expect(checkName('-chat').ok).toBe(false);
  });

  it('defaults the package to @example/<name> and checks a given one against npm naming', () => {
    expect(checkPackage(undefined, 'chat')).toEqual({ ok: true, value: '@example/chat' });
    expect(checkPackage('chat-protocol', 'chat')).toEqual({ ok: true, value: 'chat-protocol' });
    expect(checkPackage('@Acme/Chat', 'chat').ok).toBe(false);
    expect(checkPackage(undefined, 'a'.repeat(210))).toEqual({
      ok: false,
      reason: expect.stringContaining('pass a shorter --name or a --package'),
    });
  });

  it('makes the title from the name, or trims a given one; a blank or multi-line title is refused', () => {
    expect(checkTitle(undefined, 'chat-protocol')).toEqual({ ok: true, value: 'Chat protocol' });
    expect(checkTitle('  Acme chat  ', 'x')).toEqual({ ok: true, value: 'Acme chat' });
    expect(checkTitle('', 'x').ok).toBe(false);
    expect(checkTitle('a\u2028b', 'x').ok).toBe(false);
  });
});
