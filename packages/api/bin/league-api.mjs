#!/usr/bin/env node
// The `league-api` command. It runs the TypeScript source directly: tsx compiles it as it loads.
import { register } from 'tsx/esm/api'

register()
await import('../src/cli.ts')
