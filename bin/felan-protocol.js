#!/usr/bin/env node
// The toolchain is TypeScript run from source through tsx's loader: no build step, no stale build.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv);
