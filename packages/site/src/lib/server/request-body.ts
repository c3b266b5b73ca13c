// The one way the site's route handlers read a request body: never more than its limit. A declared
// Content-Length over the limit is refused before a byte is read; a chunked body (no length) is read as it
// streams and refused as soon as it passes the limit. Either way the answer is 413 with a message, and a
// 60 MB body costs the site 64 KiB at most, not 60 MB per request.

/** What the site's JSON routes accept: sign-in, registration and the console's events are far smaller. */
export const defaultBodyLimitBytes = 64 * 1024

export type BodyText = { text: string } | { tooLarge: Response }
export type BodyJson = { json: unknown } | { tooLarge: Response }

function tooLarge(limitBytes: number): Response {
  return Response.json(
    { error: { code: 'payload_too_large', message: `The request body is larger than ${limitBytes} bytes.` } },
    { status: 413, headers: { 'cache-control': 'no-store', connection: 'close' } },
  )
}

/** The body as text, or the 413 to answer when it is over `limitBytes`. */
export async function readBodyText(request: Request, limitBytes = defaultBodyLimitBytes): Promise<BodyText> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limitBytes) {
    return { tooLarge: tooLarge(limitBytes) }
  }
  if (request.body === null) {
    return { text: '' }
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    received += chunk.value.byteLength
    if (received > limitBytes) {
      // Stops reading the rest: the client is told now, not after sending it all.
      await reader.cancel().catch(() => {})
      return { tooLarge: tooLarge(limitBytes) }
    }
    chunks.push(chunk.value)
  }
  return { text: new TextDecoder().decode(Buffer.concat(chunks)) }
}

/** The body parsed as JSON (undefined when it is not JSON: the route's schema answers 400), or the 413. */
export async function readJsonBody(request: Request, limitBytes = defaultBodyLimitBytes): Promise<BodyJson> {
  const body = await readBodyText(request, limitBytes)
  if ('tooLarge' in body) {
    return body
  }
  try {
    return { json: JSON.parse(body.text) as unknown }
  } catch {
    return { json: undefined }
  }
}
