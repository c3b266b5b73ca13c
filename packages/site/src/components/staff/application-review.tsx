import { applicationSections, contactRoles, requiredDocumentKinds } from '@league/api/contract/team-application-form'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { StaffApplicationView } from '@/lib/applications/application-view'
import { staffFileHref } from '@/lib/applications/staff-requests'

type Props = { view: StaffApplicationView; formattingLocale: string }

function Pairs({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Every section of the application as the club filled it in, readable, with its files linked. */
export async function ApplicationReview({ view, formattingLocale }: Props) {
  const [t, s] = await Promise.all([getTranslations('Applications'), getTranslations('Staff')])
  const form = view.form
  const shown = (value: string | number | undefined) =>
    value === undefined || value === '' ? s('empty') : String(value)
  const fileLink = (id: string | undefined) => {
    const file = view.files.find((candidate) => candidate.id === id)
    return file ? (
      <a href={staffFileHref(file.id)} target="_blank" rel="noreferrer" className="text-link underline">
        {s('file', { name: file.displayName })}
      </a>
    ) : (
      s('empty')
    )
  }
  const countries = new Intl.DisplayNames([formattingLocale], { type: 'region', fallback: 'code' })
  const players = form.squad?.players ?? []
  const bodies: Record<(typeof applicationSections)[number], ReactNode> = {
    club: (
      <Pairs
        rows={[
          [t('fields.clubName'), shown(form.club?.name)],
          [t('fields.shortName'), shown(form.club?.shortName)],
          [t('fields.primaryColour'), shown(form.club?.primaryColour)],
          [t('fields.secondaryColour'), shown(form.club?.secondaryColour)],
          [t('fields.crest'), fileLink(form.club?.crestFileId)],
        ]}
      />
    ),
    arena: (
      <Pairs
        rows={[
          [t('fields.arenaName'), shown(form.arena?.name)],
          [t('fields.address'), shown(form.arena?.address)],
          [t('fields.capacity'), shown(form.arena?.capacity)],
        ]}
      />
    ),
    contacts: (
      <Pairs
        rows={contactRoles.map((role) => {
          const contact = form.contacts?.[role]
          return [
            t(`contactRoles.${role}`),
            [contact?.name, contact?.email, contact?.phone].filter(Boolean).join(' · ') || s('empty'),
          ]
        })}
      />
    ),
    squad: (
      <ol className="flex list-decimal flex-col gap-1 pl-6">
        {players.map((player, index) => (
          // oxlint-disable-next-line react/no-array-index-key -- a squad row is its place in the form
          <li key={index}>
            <span className="font-semibold">
              {player.shirtNumber ? `#${player.shirtNumber} ` : ''}
              {[player.firstName, player.lastName].filter(Boolean).join(' ') || s('empty')}
            </span>
            {' · '}
            {[
              player.dateOfBirth,
              player.nationality ? countries.of(player.nationality) : undefined,
              player.position,
              player.heightCm === undefined ? undefined : `${player.heightCm} cm`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </li>
        ))}
      </ol>
    ),
    staff: (
      <Pairs
        rows={[
          [t('fields.headCoach'), shown(form.staff?.headCoach?.name)],
          [
            t('assistants'),
            (form.staff?.assistants ?? [])
              .map((assistant) => assistant.name)
              .filter(Boolean)
              .join(', ') || s('empty'),
          ],
          [t('fields.doctor'), shown(form.staff?.doctor?.name)],
        ]}
      />
    ),
    documents: (
      <Pairs
        rows={requiredDocumentKinds.map((kind) => [
          t(`documentKinds.${kind}`),
          fileLink(form.documents?.files?.[kind]),
        ])}
      />
    ),
  }
  return (
    <div className="flex flex-col gap-6">
      {applicationSections.map((section) => (
        <section
          key={section}
          aria-labelledby={`review-${section}`}
          className="flex flex-col gap-2 border-t border-border pt-4"
        >
          <h2 id={`review-${section}`} className="font-heading text-xl font-semibold">
            {t(`sections.${section}`)}
          </h2>
          {view.review?.[section] ? (
            <p className="rounded-brand border-l-4 border-accent bg-surface-raised px-3 py-2 text-sm">
              {view.review[section]}
            </p>
          ) : null}
          {bodies[section]}
        </section>
      ))}
    </div>
  )
}
