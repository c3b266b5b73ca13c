// JSON log lines on stdout (one object per line), so a log collector parses them without a format config.
//
// Lines are batched: written together once per turn of the event loop instead of one `write` each. On Linux a
// write to a pipe or a file blocks the event loop, so one system call per request line cost the cached reads
// measurable throughput; a batch costs one call for all the lines of a turn. Error lines flush at once, and
// whatever is pending is written when the process exits, so a crash loses no line that explains it.
type Fields = Record<string, unknown>
type Level = 'debug' | 'info' | 'warn' | 'error'

export type LogWriter = (line: string) => void

/** Lines written in one call once this many are pending, without waiting for the turn to end. */
const largestBatch = 256

let pending: string[] = []
let flushScheduled = false

/** Writes every pending line now. */
export function flushLogs(): void {
  flushScheduled = false
  if (pending.length === 0) {
    return
  }
  const batch = `${pending.join('\n')}\n`
  pending = []
  process.stdout.write(batch)
}

const batchedStdout: LogWriter = (line) => {
  pending.push(line)
  if (pending.length >= largestBatch) {
    flushLogs()
  } else if (!flushScheduled) {
    flushScheduled = true
    setImmediate(flushLogs)
  }
}
process.on('exit', flushLogs)

let writer: LogWriter = batchedStdout

/** Replaces where log lines go (tests capture or silence them). Returns the previous writer. */
export function setLogWriter(next: LogWriter): LogWriter {
  const previous = writer
  writer = next
  return previous
}

const severity: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/** LOG_LEVEL (debug, info, warn, error; default info) drops lines below it, e.g. request lines under test. */
function minimumSeverity(): number {
  const configured = process.env['LOG_LEVEL']?.trim().toLowerCase()
  return configured !== undefined && configured in severity ? severity[configured as Level] : severity.info
}

function write(level: Level, message: string, fields: Fields): void {
  if (severity[level] < minimumSeverity()) {
    return
  }
  writer(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }))
  if (level === 'error' && writer === batchedStdout) {
    flushLogs()
  }
}

export const logger = {
  debug: (message: string, fields: Fields = {}) => write('debug', message, fields),
  info: (message: string, fields: Fields = {}) => write('info', message, fields),
  warn: (message: string, fields: Fields = {}) => write('warn', message, fields),
  error: (message: string, fields: Fields = {}) => write('error', message, fields),
}
