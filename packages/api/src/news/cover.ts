// Where the site finds a news item's cover: the public address of the uploaded image.
// The galleries work serves uploaded photos publicly; until its route is merged this names the address the
// public photo route answers at (`/v2/website/photos/{fileId}`), the one place to change if it moves.
export const coverPathOf = (fileId: string) => `/v2/website/photos/${encodeURIComponent(fileId)}`
