'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { estimateOffset, messageSample, roundTripSample, type OffsetSample } from './server-offset'

/**
 * Round trips soon after the page opens, a quarter of a second apart (one of them will find the site and the
 * page idle), then one a minute: each can only narrow the estimate, and they are few.
 */
const FIRST_PROBE_AFTER_MS = 200
const PROBE_SPACING_MS = 250
const PROBES_AT_START = 5
const PROBE_EVERY_MS = 60_000

/**
 * The league server's clock minus the browser's, for running clocks from the server's anchors. It starts at
 * `initialOffsetMs`, learns from every stream message (`heard`), and times a few round trips to
 * `probePath` (a same-origin JSON answer with the API's `serverTime`) to bound it from above.
 */
export function useServerOffset({
  initialOffsetMs,
  probePath,
}: {
  /** Read once, on the first render (a lazy initial state). */
  initialOffsetMs: () => number
  probePath: string
}): {
  offsetMs: number
  heard: (serverTime: number) => void
} {
  const samples = useRef<OffsetSample[]>([])
  const [offsetMs, setOffsetMs] = useState(initialOffsetMs)

  const add = useCallback((sample: OffsetSample) => {
    samples.current = [...samples.current.slice(-49), sample]
    const estimate = estimateOffset(samples.current, sample.observedAt)
    if (estimate !== null) {
      setOffsetMs(estimate)
    }
  }, [])

  const heard = useCallback((serverTime: number) => add(messageSample(serverTime, Date.now())), [add])

  useEffect(() => {
    let stopped = false
    const probe = async (): Promise<void> => {
      const sentAt = Date.now()
      try {
        const response = await fetch(probePath, { cache: 'no-store', headers: { accept: 'application/json' } })
        const answer = (await response.json()) as { serverTime?: unknown }
        const receivedAt = Date.now()
        if (!stopped && response.ok && typeof answer.serverTime === 'number') {
          add(roundTripSample(answer.serverTime, sentAt, receivedAt))
        }
      } catch {
        // Offline: the stream's messages keep the estimate; the next probe tries again.
      }
    }
    const start = setTimeout(async () => {
      for (let probeNumber = 0; probeNumber < PROBES_AT_START; probeNumber += 1) {
        if (stopped) {
          return
        }
        await probe()
        await new Promise((resolve) => setTimeout(resolve, PROBE_SPACING_MS))
      }
    }, FIRST_PROBE_AFTER_MS)
    const every = setInterval(() => void probe(), PROBE_EVERY_MS)
    return () => {
      stopped = true
      clearTimeout(start)
      clearInterval(every)
    }
  }, [add, probePath])

  return { offsetMs, heard }
}
