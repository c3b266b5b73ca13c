#!/usr/bin/env node
// The `create-league-site` command. It runs the TypeScript source directly (tsx compiles it as it loads, as
// `league-api` does), so `npx ./packages/create-league-site` works in a fresh clone with no build step; and
// because this file is in git, npx links the command on its first run instead of remembering a missing one.
import { register } from 'tsx/esm/api'

register()
await import('../src/index.ts')
