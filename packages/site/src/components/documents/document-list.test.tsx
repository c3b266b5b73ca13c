// @vitest-environment jsdom
import type { Documents } from '@league/api/contract/schedule'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createFormatter, createTranslator } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { xssPayloads } from '../../../../../e2e/support/xss-payloads'
import english from '../../../messages/en.json'
import { DocumentList } from './document-list'

// The server's translations and formats, as a page rendered in English has them.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Documents') => createTranslator({ locale: 'en', messages: english, namespace }),
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: 'UTC' }),
}))

afterEach(cleanup)

const fileOf = (id: number) => `/v2/website/documents/files/00000000-0000-4000-8000-00000000000${id}`

const rules: Documents['documents'][number] = {
  slug: 'rules-1a2b3c',
  title: { en: 'Competition rules', sr: 'Pravilnik' },
  url: fileOf(2),
  kind: 'pdf',
  publishedAt: '2026-03-12T10:00:00.000Z',
  category: 'regulations',
  current: {
    version: 2,
    url: fileOf(2),
    byteSize: 1_468_006,
    note: { en: 'Article 12 changed' },
    publishedAt: '2026-03-12T10:00:00.000Z',
  },
  olderVersions: [{ version: 1, url: fileOf(1), byteSize: 300_000, note: {}, publishedAt: '2025-09-01T10:00:00.000Z' }],
}

describe('given the documents page', () => {
  it('should group by category and link the current version with its size and date', async () => {
    render(<>{await DocumentList({ documents: [rules], locale: 'en' })}</>)
    const section = screen.getByRole('region', { name: 'Regulations' })
    expect(within(section).getByRole('link', { name: 'Competition rules' }).getAttribute('href')).toBe(
      '/api/documents/00000000-0000-4000-8000-000000000002',
    )
    expect(within(section).getByText('PDF · 1.4 MB · Mar 12, 2026')).toBeTruthy()
    expect(within(section).getByText('Article 12 changed')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Forms' })).toBeNull()
  })

  it('should keep older versions behind a disclosure that opens on request', async () => {
    const { container } = render(<>{await DocumentList({ documents: [rules], locale: 'sr' })}</>)
    const details = container.querySelector('details')
    expect(details?.open).toBe(false)
    fireEvent.click(screen.getByText('Older versions (1)'))
    expect(details?.open).toBe(true)
    expect(screen.getByRole('link', { name: 'Pravilnik, version 1' }).getAttribute('href')).toBe(
      '/api/documents/00000000-0000-4000-8000-000000000001',
    )
  })

  it('should keep an imported document’s address, and show titles with payloads as text only', async () => {
    const imported = {
      ...rules,
      slug: 'old',
      url: 'https://aba-liga.example/old.pdf',
      current: null,
      olderVersions: [],
    }
    const poisoned = xssPayloads.map((payload, index) => ({
      ...rules,
      slug: `x${index}`,
      category: 'forms' as const,
      title: { en: payload },
    }))
    const { container } = render(<>{await DocumentList({ documents: [imported, ...poisoned], locale: 'en' })}</>)
    expect(screen.getAllByRole('link', { name: 'Competition rules' })[0]?.getAttribute('href')).toBe(
      'https://aba-liga.example/old.pdf',
    )
    for (const payload of xssPayloads) {
      expect(screen.getByRole('link', { name: payload })).toBeTruthy()
    }
    expect(container.querySelector('script, img, svg, iframe')).toBeNull()
  })
})
