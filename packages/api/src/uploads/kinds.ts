// What the API accepts per kind of file, in the words a person is told when a file is refused. The limits
// themselves are in the contract (contract/uploads.ts), which the site reads to say them before sending.
import { formatBytes, uploadRules, type UploadKind } from '../contract/uploads.ts'

export { uploadKinds, uploadRules, type UploadKind } from '../contract/uploads.ts'

type KindWording = {
  /** "a crest", "a document": the subject of "may be at most …". */
  singular: string
  /** Why a file of another type is refused. */
  notThisType: string
}

export const kindWording: Record<UploadKind, KindWording> = {
  crest: { singular: 'a crest', notThisType: 'This file is not a PNG, JPEG or WebP image' },
  document: { singular: 'a document', notThisType: 'This file is not a PDF' },
  headshot: { singular: 'a headshot', notThisType: 'This file is not a PNG, JPEG or WebP image' },
  photo: { singular: 'a photo', notThisType: 'This file is not a JPEG, PNG or WebP image' },
}

/** "The file is 52 MB; a crest may be at most 5 MB" */
export function tooLargeMessage(kind: UploadKind, bytes: number): string {
  return `The file is ${formatBytes(bytes)}; ${kindWording[kind].singular} may be at most ${formatBytes(uploadRules[kind].maxBytes)}`
}

export function acceptsContentType(kind: UploadKind, contentType: string | undefined): boolean {
  return contentType !== undefined && (uploadRules[kind].contentTypes as readonly string[]).includes(contentType)
}
