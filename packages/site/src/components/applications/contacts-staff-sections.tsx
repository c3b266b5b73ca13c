'use client'
// The contacts section (president, manager, press officer) and the staff section (head coach, assistants
// added and removed, doctor) of the club's form.
import { contactRoles, type ApplicationSectionData } from '@league/api/contract/team-application-form'
import { Button } from '@league/ui/components/button/button'
import { useTranslations } from 'next-intl'
import type { SectionProps } from './club-arena-sections'
import { FormSection, PathTextField } from './form-fields'

type Contacts = ApplicationSectionData['contacts']
type Contact = NonNullable<Contacts['president']>

export function ContactsSection({ state, binding }: SectionProps) {
  const t = useTranslations('Applications')
  const contacts = state.form.contacts ?? {}
  const set = (role: keyof Contacts, change: Partial<Contact>) =>
    state.update('contacts', (current) => ({ ...current, [role]: { ...current?.[role], ...change } }))
  return (
    <FormSection
      id="section-contacts"
      title={t('sections.contacts')}
      comment={state.view.review?.contacts}
      commentLabel={t('reviewComment')}
    >
      {contactRoles.map((role) => {
        const contact = contacts[role] ?? {}
        return (
          <fieldset key={role} className="flex min-w-0 flex-col gap-3">
            <legend className="mb-2 text-lg font-semibold">{t(`contactRoles.${role}`)}</legend>
            <PathTextField
              path={`contacts.${role}.name`}
              label={t('fields.name')}
              autoComplete="off"
              value={contact.name}
              onValue={(name) => set(role, { name })}
              binding={binding}
            />
            <PathTextField
              path={`contacts.${role}.email`}
              label={t('fields.email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={contact.email}
              onValue={(email) => set(role, { email })}
              binding={binding}
            />
            <PathTextField
              path={`contacts.${role}.phone`}
              label={t('fields.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              description={t('fields.phoneHint')}
              value={contact.phone}
              onValue={(phone) => set(role, { phone })}
              binding={binding}
            />
          </fieldset>
        )
      })}
    </FormSection>
  )
}

const maximumAssistants = 6

export function StaffSection({ state, binding }: SectionProps) {
  const t = useTranslations('Applications')
  const staff = state.form.staff ?? {}
  const assistants = staff.assistants ?? []
  const set = (change: Partial<typeof staff>) => state.update('staff', (current) => ({ ...current, ...change }))
  // Made to the list as it is now, so a change right after another (or after hydration) keeps both.
  const setAssistants = (change: (current: typeof assistants) => typeof assistants) =>
    state.update('staff', (current) => ({ ...current, assistants: change(current?.assistants ?? []) }))
  return (
    <FormSection
      id="section-staff"
      title={t('sections.staff')}
      comment={state.view.review?.staff}
      commentLabel={t('reviewComment')}
    >
      <PathTextField
        path="staff.headCoach.name"
        label={t('fields.headCoach')}
        value={staff.headCoach?.name}
        onValue={(name) => set({ headCoach: { name } })}
        binding={binding}
      />
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">{t('assistants')}</legend>
        {assistants.map((assistant, index) => (
          // Rows have no id of their own: the index is the assistant's place in the list the API keeps.
          // oxlint-disable-next-line react/no-array-index-key
          <div key={index} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <PathTextField
              className="grow"
              path={`staff.assistants.${index}.name`}
              label={t('fields.assistant', { number: index + 1 })}
              value={assistant.name}
              onValue={(name) => setAssistants((list) => list.map((item, at) => (at === index ? { name } : item)))}
              binding={binding}
            />
            <Button
              variant="outline"
              size="lg"
              disabled={binding.disabled}
              onClick={() => setAssistants((list) => list.filter((_, at) => at !== index))}
            >
              {t('removeAssistant', { number: index + 1 })}
            </Button>
          </div>
        ))}
        {assistants.length < maximumAssistants ? (
          <div>
            <Button
              variant="outline"
              size="lg"
              disabled={binding.disabled}
              onClick={() => setAssistants((list) => [...list, {}])}
            >
              {t('addAssistant')}
            </Button>
          </div>
        ) : null}
      </fieldset>
      <PathTextField
        path="staff.doctor.name"
        label={t('fields.doctor')}
        value={staff.doctor?.name}
        onValue={(name) => set({ doctor: { name } })}
        binding={binding}
      />
    </FormSection>
  )
}
