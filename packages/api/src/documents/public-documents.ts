// The documents page's answer: published documents only, each with its current version (download address,
// size, date) and the older ones; an imported document (an address, no versions) keeps its own address.
import type { Documents } from '../contract/schedule.ts'
import type { Database } from '../db/connection.ts'
import { listDocumentViews } from './document-views.ts'

export async function publicDocuments(database: Database, clientId: number): Promise<Documents['documents']> {
  const views = await listDocumentViews(database, clientId, 'public')
  return views.map((view) => {
    const [current, ...older] = view.versions.map((version) => ({
      version: version.version,
      url: version.url,
      byteSize: version.byteSize,
      note: version.note,
      publishedAt: version.publishedAt,
    }))
    return {
      slug: view.slug,
      title: view.title,
      url: current?.url ?? view.url ?? '',
      kind: 'pdf',
      publishedAt: current?.publishedAt ?? view.updatedAt,
      category: view.category,
      current: current ?? null,
      olderVersions: older,
    }
  })
}
