// A team application as the API answers it, for the site's unit tests: an empty draft of a known club.
import { applicationSections } from '@league/api/contract/team-application-form'
import type { TeamApplicationView } from './application-view'

export function draftApplication(overrides: Partial<TeamApplicationView> = {}): TeamApplicationView {
  return {
    uuid: '6f1c2b9e-3a4d-4c5e-8f70-112233445566',
    status: 'draft',
    version: 1,
    expiresAt: '2026-12-28T12:00:00.000Z',
    league: { name: 'ABA League' },
    season: { slug: '2026-27', name: '2026-27' },
    club: { slug: 'partizan', name: 'Partizan' },
    form: {},
    review: null,
    decisionNote: null,
    progress: applicationSections.map((section) => ({ section, complete: false, problems: 1 })),
    rules: {
      minimumPlayers: 10,
      maximumPlayers: 16,
      requiredDocuments: ['registration-certificate', 'arena-safety-certificate'],
    },
    files: [],
    editable: true,
    ...overrides,
  }
}
