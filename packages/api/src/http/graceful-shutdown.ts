// Stopping without dropping answers: stop accepting connections, let in-flight requests finish for up to a
// drain timeout, then close what the process holds (live bus, database, error reports) and exit.
import type { Server } from 'node:http'
import { describeError } from './describe-error.ts'
import { logger } from './log.ts'

export type GracefulShutdownOptions = {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>
  /** How long in-flight requests may take before their connections are cut. */
  drainTimeoutMs: number
  /** Closed in order once the server has stopped: the live bus, then the database, then error reports. */
  closers: { name: string; close: () => Promise<unknown> }[]
  exit: (code: number) => void
}

/** Returns `stop(reason, exitCode)`; calling it again while stopping does nothing. */
export function gracefulShutdown(
  options: GracefulShutdownOptions,
): (reason: string, exitCode?: number) => Promise<void> {
  let stopping: Promise<void> | undefined
  return (reason, exitCode = 0) => {
    stopping ??= (async () => {
      logger.info('stopping', { reason, drainTimeoutMs: options.drainTimeoutMs })
      let drained = true
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          drained = false
          logger.warn('drain timeout: closing the connections still open', { drainTimeoutMs: options.drainTimeoutMs })
          options.server.closeAllConnections()
          resolve()
        }, options.drainTimeoutMs)
        timer.unref()
        options.server.close(() => {
          clearTimeout(timer)
          resolve()
        })
        // Idle keep-alive connections would otherwise hold the close for their whole timeout.
        options.server.closeIdleConnections()
      })
      for (const closer of options.closers) {
        try {
          await closer.close()
        } catch (error) {
          logger.warn('could not close cleanly', { what: closer.name, error: describeError(error) })
        }
      }
      logger.info('stopped', { reason, drained })
      options.exit(exitCode)
    })()
    return stopping
  }
}
