// Reads a Server-Sent Events answer of the app message by message (no sleeping: each read waits for bytes).
import { abaOrigin, type TestApp } from '../helpers/app.ts'

export type SseMessage = { event: string; id: string; data: string }

export type Entry = { kind: 'message'; message: SseMessage } | { kind: 'comment'; text: string }

export function readSse(
  app: Pick<TestApp, 'request'> | { request: (path: string, init: RequestInit) => Promise<Response> | Response },
  path: string,
  lastEventId?: string,
) {
  const abort = new AbortController()
  const headers: Record<string, string> = { Origin: abaOrigin, Accept: 'text/event-stream' }
  if (lastEventId !== undefined) {
    headers['Last-Event-ID'] = lastEventId
  }
  const response = Promise.resolve(app.request(path, { headers, signal: abort.signal }))
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  const decoder = new TextDecoder()
  let buffer = ''
  const entries: Entry[] = []

  async function fill(): Promise<void> {
    if (reader === undefined) {
      const body = (await response).body
      if (body === null) {
        throw new Error('the answer has no body')
      }
      reader = body.getReader()
    }
    const chunk = await reader.read()
    if (chunk.done) {
      throw new Error('the stream ended')
    }
    buffer += decoder.decode(chunk.value, { stream: true })
    let end = buffer.indexOf('\n\n')
    while (end !== -1) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      end = buffer.indexOf('\n\n')
      if (block.startsWith(':')) {
        entries.push({ kind: 'comment', text: block.slice(1).trim() })
        continue
      }
      const message: SseMessage = { event: 'message', id: '', data: '' }
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':')
        const field = line.slice(0, colon)
        const value = line.slice(colon + 1).trimStart()
        if (field === 'event') {
          message.event = value
        } else if (field === 'id') {
          message.id = value
        } else if (field === 'data') {
          message.data += value
        }
      }
      entries.push({ kind: 'message', message })
    }
  }

  return {
    async next(): Promise<SseMessage> {
      for (;;) {
        const index = entries.findIndex((entry) => entry.kind === 'message')
        const entry = entries[index]
        if (entry?.kind === 'message') {
          entries.splice(0, index + 1)
          return entry.message
        }
        await fill()
      }
    },
    /** The next message or comment, whichever the stream sends first. */
    async nextEntry(): Promise<Entry> {
      for (;;) {
        const entry = entries.shift()
        if (entry !== undefined) {
          return entry
        }
        await fill()
      }
    },
    async nextComment(): Promise<string> {
      for (;;) {
        const index = entries.findIndex((entry) => entry.kind === 'comment')
        const entry = entries[index]
        if (entry?.kind === 'comment') {
          entries.splice(index, 1)
          return entry.text
        }
        await fill()
      }
    },
    close(): void {
      abort.abort()
      void reader?.cancel().catch(() => {})
    },
  }
}
