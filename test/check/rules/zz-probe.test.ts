import { it } from 'vitest';
import { diagnose, yaml } from './support.ts';
it('probe', async () => {
  console.log(await diagnose({}));
  console.log(await diagnose({ 'extra.yaml': yaml('types:', '  Foo:', '    minimum: 3', '    maxLength: 2', '    minLength: 5') }));
});
