// Heartbeats for every open live stream from one timer per interval, not one timer per stream: ten thousand
// followers of a game were ten thousand intervals, each waking to write a comment nobody needed while events
// flowed. A stream that sent anything since the last beat is skipped: the heartbeat only keeps an idle
// connection from looking dead to a proxy or a client, and any message does that.

/** What the beat needs of a stream: whether it sent since the last beat, and how to send the comment. */
export type HeartbeatTarget = {
  /** Set by the stream whenever it sends; the beat clears it. */
  sentSinceBeat: boolean
  sendHeartbeat: () => void
}

type Beat = { targets: Set<HeartbeatTarget>; timer: NodeJS.Timeout }

const beatsByInterval = new Map<number, Beat>()

function beat(targets: Set<HeartbeatTarget>): void {
  for (const target of targets) {
    if (target.sentSinceBeat) {
      target.sentSinceBeat = false
    } else {
      target.sendHeartbeat()
    }
  }
}

/**
 * Beats `target` every `intervalMs` while it is idle (an idle stream hears one between `intervalMs` and twice
 * that after its last message). Answers the function that stops it; the timer goes with its last stream.
 */
export function joinHeartbeat(intervalMs: number, target: HeartbeatTarget): () => void {
  let current = beatsByInterval.get(intervalMs)
  if (current === undefined) {
    const targets = new Set<HeartbeatTarget>()
    current = { targets, timer: setInterval(() => beat(targets), intervalMs) }
    beatsByInterval.set(intervalMs, current)
  }
  const joined = current
  joined.targets.add(target)
  return () => {
    joined.targets.delete(target)
    if (joined.targets.size === 0 && beatsByInterval.get(intervalMs) === joined) {
      clearInterval(joined.timer)
      beatsByInterval.delete(intervalMs)
    }
  }
}
