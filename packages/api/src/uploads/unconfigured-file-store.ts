// The file store of an app created without one (benchmarks, the OpenAPI lint): it keeps nothing, and says so
// if anything tries. server.ts always gives the store the environment asks for.
import type { FileStore } from './file-store.ts'

function notConfigured(): never {
  throw new Error('No file store was given to createApp (fileStore); uploads are not available in this process')
}

export const unconfiguredFileStore: FileStore = {
  kind: 'local',
  location: '(none)',
  put: async () => notConfigured(),
  get: async () => notConfigured(),
  delete: async () => notConfigured(),
}
