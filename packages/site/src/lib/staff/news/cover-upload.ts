// A news cover goes in through the staff's one upload route (POST /v2/website/staff/uploads, kind photo),
// which re-encodes it; the article then refers to the photo by the id in the answer.
import { z } from 'zod'
import type { NewsOutcome } from './news-requests'

export const staffUploadsApi = '/api/v2/website/staff/uploads'

/** What the editor needs of the upload's answer (StaffUploadedFile): the photo's id and the sent name. */
const UploadedCoverSchema = z.object({
  displayName: z.string(),
  byteSize: z.number(),
  image: z.object({ fileId: z.string() }),
})

export type UploadedCover = { fileId: string; name: string; byteSize: number }

const RefusalSchema = z.object({ error: z.object({ message: z.string().optional() }).optional() })

export async function uploadCover(file: File): Promise<NewsOutcome<UploadedCover>> {
  const form = new FormData()
  form.set('kind', 'photo')
  form.set('file', file)
  const response = await fetch(staffUploadsApi, { method: 'POST', body: form }).catch(() => undefined)
  if (response === undefined) {
    return { kind: 'refused', message: '' }
  }
  const answer: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    return {
      kind: 'refused',
      message: RefusalSchema.safeParse(answer).data?.error?.message ?? `HTTP ${response.status}`,
    }
  }
  const uploaded = UploadedCoverSchema.safeParse(answer)
  return uploaded.success
    ? {
        kind: 'done',
        answer: {
          fileId: uploaded.data.image.fileId,
          name: uploaded.data.displayName,
          byteSize: uploaded.data.byteSize,
        },
      }
    : { kind: 'refused', message: '' }
}
