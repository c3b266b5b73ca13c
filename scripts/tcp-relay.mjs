// A TCP relay in front of a service (PostgreSQL, Redis) that `pnpm cluster --relays` puts between the API
// instances and this machine's shared servers, so `pnpm chaos` can cut a service as a restart would (every
// open connection dropped, new ones refused for a while) without restarting the server other users share.
import { createServer, connect } from 'node:net'

/**
 * Starts relaying 127.0.0.1:listenPort to target. `cut(milliseconds)` destroys every open connection and
 * refuses new ones for that long; `close()` stops the relay.
 */
export async function startRelay({ listenPort, targetHost = '127.0.0.1', targetPort }) {
  const open = new Set()
  let refusedUntil = 0
  const server = createServer((client) => {
    if (Date.now() < refusedUntil) {
      client.destroy()
      return
    }
    const upstream = connect({ host: targetHost, port: targetPort })
    const pair = { client, upstream }
    open.add(pair)
    const drop = () => {
      open.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(listenPort, '127.0.0.1', resolve)
  })
  return {
    port: listenPort,
    /** Drops every connection and refuses new ones for `milliseconds`; answers how many were dropped. */
    cut(milliseconds) {
      refusedUntil = Date.now() + milliseconds
      const dropped = open.size
      for (const { client, upstream } of open) {
        client.destroy()
        upstream.destroy()
      }
      open.clear()
      return dropped
    },
    close: () =>
      new Promise((resolve) => {
        for (const { client, upstream } of open) {
          client.destroy()
          upstream.destroy()
        }
        server.close(() => resolve())
      }),
  }
}
