// Where the bytes of uploaded files live: on the local disk under the data folder (local-file-store.ts) or
// in an S3-compatible bucket (s3-file-store.ts). Both are addressed by the file's generated uuid only, never
// by anything a person sent, so no name can reach outside the store.

export type StoredObject = { bytes: Uint8Array; contentType: string }

export type FileStore = {
  /** `local` or `s3`, for the start log. */
  readonly kind: 'local' | 's3'
  /** Where, for the start log: a folder, or a bucket (and endpoint). */
  readonly location: string
  /** Stores the bytes under `key`, whole or not at all. */
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>
  /** The bytes under `key`; undefined when there are none. */
  get: (key: string) => Promise<StoredObject | undefined>
  /** Removes `key`; removing a key that is not there is no error. */
  delete: (key: string) => Promise<void>
}

const fileKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Keys are lower-case uuids; anything else is a bug of the caller, refused before it reaches a path. */
export function checkFileKey(key: string): string {
  if (!fileKeyPattern.test(key)) {
    throw new Error(`Not a file key: ${JSON.stringify(key.slice(0, 60))} (keys are generated uuids)`)
  }
  return key
}
