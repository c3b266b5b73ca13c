// The file store in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), for API instances that share no disk.
// Configured by `S3_BUCKET`, `S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` (see
// file-store-from-environment.ts). The bucket should not be public: files are served through the API's routes,
// which check who may see them.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { checkFileKey, type FileStore } from './file-store.ts'

export type S3FileStoreOptions = {
  bucket: string
  /** An S3-compatible server's address; AWS's own when not given. */
  endpoint?: string | undefined
  region: string
  /** Both or neither; neither lets the SDK find credentials itself (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined
  /** `bucket` in the path rather than the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean
  /** Put before every key, to share a bucket with other data (`uploads/`). */
  prefix?: string | undefined
}

function isNotFound(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
}

export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    // Checksums only where the operation requires them: many S3-compatible servers refuse the SDK's newer
    // default (a CRC32 trailer on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const prefix = options.prefix ?? ''
  const objectKey = (key: string) => `${prefix}${checkFileKey(key)}`
  return {
    kind: 's3',
    location: `s3://${options.bucket}/${prefix}${options.endpoint === undefined ? '' : ` at ${options.endpoint}`}`,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      )
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }))
        if (answer.Body === undefined) {
          return undefined
        }
        const bytes = await answer.Body.transformToByteArray()
        return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' }
      } catch (error) {
        if (isNotFound(error)) {
          return undefined
        }
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }))
    },
  }
}
