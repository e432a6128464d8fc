/**
 * Length of `text` in Unicode code points, which JSON Schema's minLength/maxLength count:
 * a surrogate pair is one character, a lone surrogate is one too.
 * Replaces Ajv's runtime helper of the same name so the generated validators import nothing.
 */
export function ucs2length(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}
