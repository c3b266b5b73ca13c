import { apiBaseUrl } from '../fixtures.ts'

/** One Server-Sent Event as the API wrote it: its name (`snapshot`, `live`, …) and its parsed data. */
export type StreamMessage = { event: string | undefined; data: unknown }

/**
 * Reads a game's stream from the API, as a test's own subscriber, handing every message that carries data to
 * `receive` until `stop` is aborted.
 */
export function readGameStream(
  game: string,
  origin: string,
  receive: (message: StreamMessage) => void,
  stop: AbortSignal,
) {
  void (async () => {
    const response = await fetch(`${apiBaseUrl}/v2/live/games/${game}/stream`, { headers: { origin }, signal: stop })
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader()
    let pending = ''
    for (;;) {
      const chunk = await reader?.read()
      if (chunk === undefined || chunk.done) {
        return
      }
      pending += chunk.value
      const messages = pending.split('\n\n')
      pending = messages.pop() ?? ''
      for (const message of messages) {
        const lines = message.split('\n')
        const data = lines.find((line) => line.startsWith('data: '))
        if (data !== undefined) {
          const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length)
          receive({ event, data: JSON.parse(data.slice('data: '.length)) })
        }
      }
    }
  })().catch(() => undefined)
}
