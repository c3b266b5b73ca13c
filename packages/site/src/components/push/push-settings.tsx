'use client'

// The profile's push notification control (issue #15). A browser that allows notifications gets its FCM
// token synced on every visit (token-sync sends it only when the API lacks it or it is a week old); "enable"
// asks for permission first. Every failure is a console warning: the page keeps working without push.
import {
  PushPermission,
  type PushPermissionLabels,
  type PushPermissionState,
} from '@league/ui/components/push-permission/push-permission'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { missingPushRequirements } from '@/lib/push/support'
import { syncPushToken, type SentTokenStore, type TokenSyncResult } from '@/lib/push/token-sync'
import type { PushConfig } from '@/lib/push/firebase-messaging'

type Props = {
  /** The client's Firebase web configuration; null when the league has none. */
  config: PushConfig | null
  /** The tokens the API already holds for this user (`fcmTokens`). */
  userTokens: readonly string[]
  labels: PushPermissionLabels
}

const sentTokenKey = 'league-push-token'

const sentTokenStore: SentTokenStore = {
  read: () => {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(sentTokenKey) ?? 'null')
      if (
        typeof value === 'object' &&
        value !== null &&
        'token' in value &&
        'sentAt' in value &&
        typeof value.token === 'string' &&
        typeof value.sentAt === 'number'
      ) {
        return { token: value.token, sentAt: value.sentAt }
      }
    } catch {
      // A damaged entry counts as never sent: the token is sent again.
    }
    return undefined
  },
  write: (value) => localStorage.setItem(sentTokenKey, JSON.stringify(value)),
}

async function storeToken(token: string): Promise<void> {
  const response = await fetch('/api/v2/website/user/store-fcm', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ token }),
  })
  if (!response.ok) {
    throw new Error(`store-fcm answered ${response.status}`)
  }
}

function permissionState(permission: NotificationPermission): PushPermissionState {
  return permission === 'granted' ? 'granted' : permission === 'denied' ? 'blocked' : 'default'
}

/** What the browser allows now; the permission only changes through `enable` below, which records it. */
function readBrowserState(): PushPermissionState {
  return missingPushRequirements(window).length > 0 ? 'unsupported' : permissionState(Notification.permission)
}

function subscribeToNothing(): () => void {
  return () => {}
}

export function PushSettings({ config, userTokens, labels }: Props) {
  // Undefined while rendered on the server: the browser's answer is known only after hydration.
  const browserState = useSyncExternalStore<PushPermissionState | undefined>(
    subscribeToNothing,
    readBrowserState,
    () => undefined,
  )
  const [answered, setAnswered] = useState<PushPermissionState>()
  const [busy, setBusy] = useState(false)
  // The outcome of the last token sync, on the control as `data-sync` (tests wait on it; nothing is shown).
  const [syncResult, setSyncResult] = useState<TokenSyncResult>()
  const state: PushPermissionState = config === null ? 'unconfigured' : (answered ?? browserState ?? 'default')
  const pending = busy || (config !== null && browserState === undefined)
  const knownTokens = useRef(userTokens)
  // One sync at a time: the click and the effect that sees the new permission would otherwise both send.
  const syncing = useRef(false)

  const sync = useCallback(async (pushConfig: PushConfig) => {
    const warn = (message: string, error?: unknown) => console.warn(message, error)
    if (syncing.current) {
      return
    }
    syncing.current = true
    try {
      const { firebasePushToken, pushWorkerScope, pushWorkerUrl } = await import('@/lib/push/firebase-messaging')
      const registration = await navigator.serviceWorker.register(pushWorkerUrl, { scope: pushWorkerScope })
      const result = await syncPushToken(
        {
          messaging: { getToken: () => firebasePushToken(pushConfig, registration) },
          store: sentTokenStore,
          storeToken,
          now: () => Date.now(),
          warn,
        },
        knownTokens.current,
      )
      setSyncResult(result)
      const sent = sentTokenStore.read()
      if (result === 'stored' && sent !== undefined) {
        knownTokens.current = [...knownTokens.current, sent.token]
      }
    } catch (error) {
      warn('Push: the push service worker could not be registered', error)
      setSyncResult('failed')
    } finally {
      syncing.current = false
    }
  }, [])

  // A browser that already allows notifications refreshes its token on every visit to the profile.
  useEffect(() => {
    if (config !== null && browserState === 'granted') {
      void sync(config)
    }
  }, [config, browserState, sync])

  const enable = useCallback(async () => {
    if (config === null) {
      return
    }
    setBusy(true)
    try {
      const next = permissionState(await Notification.requestPermission())
      setAnswered(next)
      if (next === 'granted') {
        await sync(config)
      }
    } catch (error) {
      console.warn('Push: the browser did not answer the permission request', error)
    } finally {
      setBusy(false)
    }
  }, [config, sync])

  return (
    <PushPermission
      state={state}
      pending={pending}
      labels={labels}
      onEnable={() => void enable()}
      data-sync={syncResult}
    />
  )
}
