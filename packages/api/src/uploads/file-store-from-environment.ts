// The file store the environment asks for: an S3-compatible bucket when `S3_BUCKET` is set, else the folder
// `uploads/` under the API's data folder.
import { join } from 'node:path'
import { ConfigurationError } from '@league/client-league/configuration-error'
import type { FileStore } from './file-store.ts'
import { createLocalFileStore } from './local-file-store.ts'
import { createS3FileStore } from './s3-file-store.ts'

function setting(environment: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = environment[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

/**
 * `S3_BUCKET` (required for S3), `S3_ENDPOINT` (an S3-compatible server; AWS when unset), `S3_REGION`
 * (`us-east-1` when unset), `S3_ACCESS_KEY_ID` + `S3_SECRET_ACCESS_KEY` (both or neither), `S3_FORCE_PATH_STYLE`
 * (`true` by default when an endpoint is set), `S3_PREFIX` (before every key). Throws ConfigurationError for a
 * half-given key pair, so the API does not start and fail at the first upload.
 */
export function fileStoreFromEnvironment(environment: NodeJS.ProcessEnv, dataFolder: string): FileStore {
  const bucket = setting(environment, 'S3_BUCKET')
  if (bucket === undefined) {
    return createLocalFileStore(join(dataFolder, 'uploads'))
  }
  const accessKeyId = setting(environment, 'S3_ACCESS_KEY_ID')
  const secretAccessKey = setting(environment, 'S3_SECRET_ACCESS_KEY')
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigurationError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default credentials.',
    )
  }
  const endpoint = setting(environment, 'S3_ENDPOINT')
  const pathStyle = setting(environment, 'S3_FORCE_PATH_STYLE')
  return createS3FileStore({
    bucket,
    endpoint,
    region: setting(environment, 'S3_REGION') ?? 'us-east-1',
    credentials:
      accessKeyId === undefined || secretAccessKey === undefined ? undefined : { accessKeyId, secretAccessKey },
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true',
    prefix: setting(environment, 'S3_PREFIX'),
  })
}
