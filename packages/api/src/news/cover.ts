// Where the site finds a news item's cover: the public address of the uploaded photo (its widest JPEG copy,
// the id the staff upload route answers), served like every photo copy.
import { imagePathOf } from '../uploads/photo-files.ts'

export const coverPathOf = (fileId: string) => imagePathOf(fileId)
