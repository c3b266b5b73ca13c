// Why a file was refused. A domain error (the uploads know nothing of HTTP), with the reason the file routes
// turn into a status: the wrong type 415, too large 413, a file of the right type that cannot be read 422.
import { DomainError } from '../domain-errors.ts'

export type UploadRefusalReason = 'type' | 'size' | 'content'

export class UploadRefusedError extends DomainError {
  override name = 'UploadRefusedError'
  readonly reason: UploadRefusalReason

  constructor(reason: UploadRefusalReason, code: string, message: string) {
    super(reason === 'content' ? 'refused' : 'invalid', code, message)
    this.reason = reason
  }
}

export const uploadRefusalStatus = { type: 415, size: 413, content: 422 } as const satisfies Record<
  UploadRefusalReason,
  number
>
