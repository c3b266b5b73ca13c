'use client'

import { ChunkErrorReload } from './chunk-error-reload'
import { ClientNavigation } from './client-navigation'
import { PageToasts } from './page-toasts'
import { ScrollCurrentTabs } from './scroll-current-tabs'
import { VersionCheck } from './version-check'

export type IdleShellLabels = {
  newVersion: string
  reload: string
  closeToast: string
  /** Each toast's and the toast region's names for screen readers (the region's with `{hotkey}` left in). */
  toast: string
  toastRegion: string
}

/**
 * The layout's background work, loaded as one chunk once the browser is idle (deferred-shell.tsx): client
 * navigation and prefetching of site links, the page's toasts, the current tab of tab strips scrolled into
 * view, and the watchers for a newer build to reload into and for a chunk of an older build that failed to load.
 */
export function IdleShell({ labels }: { labels: IdleShellLabels }) {
  return (
    <>
      <ClientNavigation />
      <PageToasts closeLabel={labels.closeToast} label={labels.toast} regionLabel={labels.toastRegion} />
      <ScrollCurrentTabs />
      <VersionCheck message={labels.newVersion} reloadLabel={labels.reload} />
      <ChunkErrorReload />
    </>
  )
}
