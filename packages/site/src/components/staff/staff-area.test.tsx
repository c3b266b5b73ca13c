// @vitest-environment jsdom
import type { StaffAuditEntry } from '@league/api/contract/staff'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../fantasy/test-support/axe'
import { AuditLogTable } from './audit-log'
import { StaffNavigation, StaffSectionCards, staffSections } from './staff-sections'

vi.mock('next-intl/server', () => import('../fantasy/test-support/server-intl'))
vi.mock('@/i18n/navigation', () => import('../fantasy/test-support/navigation'))

afterEach(cleanup)

describe('given the staff area navigation on the news section', () => {
  it('should link every section once and mark news as the current page', async () => {
    const { container } = render(await StaffNavigation({ current: 'news' }))
    const navigation = screen.getByRole('navigation', { name: 'Staff sections' })
    const links = within(navigation).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      staffSections.map((section) => `/en/staff/${section}`),
    )
    expect(within(navigation).getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page')
    expect(within(navigation).getByRole('link', { name: 'Seasons' }).getAttribute('aria-current')).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('should say on the front page what each section is for', async () => {
    render(await StaffSectionCards())
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeTruthy()
    expect(screen.getByText('Set up a season: format, teams, schedule, publishing and the play-offs.')).toBeTruthy()
  })
})

const payload = '"><img src=x onerror="window.xssRan=2">'

const entries: StaffAuditEntry[] = [
  {
    id: 2,
    at: '2026-11-28T15:00:00.000Z',
    actor: { name: 'Ana Staff', email: 'ana@league.example' },
    action: 'news.publish',
    entityType: 'news',
    entityId: 'derby-preview',
    before: { title: { en: 'Derby' } },
    after: { title: { en: payload } },
  },
  {
    id: 1,
    at: '2026-11-27T09:30:00.000Z',
    actor: null,
    action: 'staff.grant',
    entityType: 'staff',
    entityId: 'ana@league.example',
    before: null,
    after: { email: 'ana@league.example' },
  },
]

describe('given two audit entries, one by the command line and one carrying a script payload', () => {
  it('should show who, what and on which entity, the command line as "system"', async () => {
    const { container } = render(await AuditLogTable({ entries }))
    const rows = screen.getAllByRole('row').slice(1)
    expect(within(rows[0]!).getByRole('cell', { name: 'Ana Staff' })).toBeTruthy()
    expect(within(rows[0]!).getByText('news.publish')).toBeTruthy()
    expect(within(rows[1]!).getByRole('cell', { name: 'System (command line)' })).toBeTruthy()
    await expectNoAxeViolations(container)
  })

  it('should show the entity before and after as text, never as markup', async () => {
    const { container } = render(await AuditLogTable({ entries }))
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getAllByText('After')[0]!.nextElementSibling?.textContent).toContain('<img src=x onerror=')
  })

  it('should say so when nothing was recorded', async () => {
    render(await AuditLogTable({ entries: [] }))
    expect(screen.getByText('No changes recorded here yet.')).toBeTruthy()
  })
})
