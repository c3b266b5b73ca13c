// Which of the browser features web push needs are missing. Push is offered only when none is: a browser
// without one of them cannot receive a message, so the site says so instead of failing later.
export const PUSH_REQUIREMENTS = ['serviceWorker', 'PushManager', 'Notification', 'fetch', 'indexedDB'] as const

export type PushRequirement = (typeof PUSH_REQUIREMENTS)[number]

/** The browser globals the check reads; the real `window` in the site, a plain object in tests. */
export type BrowserGlobals = {
  navigator?: { serviceWorker?: unknown }
  PushManager?: unknown
  Notification?: unknown
  fetch?: unknown
  indexedDB?: unknown
}

export function missingPushRequirements(globals: BrowserGlobals): PushRequirement[] {
  const present: Record<PushRequirement, boolean> = {
    serviceWorker: globals.navigator?.serviceWorker !== undefined,
    PushManager: globals.PushManager !== undefined,
    Notification: globals.Notification !== undefined,
    fetch: globals.fetch !== undefined,
    indexedDB: globals.indexedDB !== undefined,
  }
  return PUSH_REQUIREMENTS.filter((requirement) => !present[requirement])
}
