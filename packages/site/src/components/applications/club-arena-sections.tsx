'use client'
// The club section (names, colours, crest with its preview) and the arena section of the club's form.
import { ColourField } from '@league/ui/components/colour-field/colour-field'
import { useTranslations } from 'next-intl'
import { fieldId } from '@/lib/applications/problem-wording'
import { useTypedBeforeHydration } from '@/lib/applications/use-typed-before-hydration'
import type { ApplicationFormState } from '@/lib/applications/use-application-form'
import { FileUpload } from './file-upload'
import { FormSection, PathNumberField, PathTextField, type FieldBinding } from './form-fields'

export type SectionProps = { state: ApplicationFormState; binding: FieldBinding }

function ColourInput({
  path,
  label,
  value,
  onValue,
  binding,
}: {
  path: string
  label: string
  value: string | undefined
  onValue: (value: string | undefined) => void
  binding: FieldBinding
}) {
  const t = useTranslations('Applications')
  const take = (text: string) => onValue(text === '' ? undefined : text)
  // The hex code input carries the ref: it is the field a club types into.
  const field = useTypedBeforeHydration<HTMLInputElement>(value ?? '', take)
  return (
    <ColourField
      ref={field}
      id={fieldId(path)}
      label={label}
      // Its own words, not the field's: a palette named after the field would be found by the field's label.
      pickerLabel={t('fields.pickColour')}
      value={value ?? ''}
      error={binding.errors.get(path)}
      disabled={binding.disabled}
      readOnly={binding.waiting}
      onValueChange={take}
      onBlur={binding.onLeave}
    />
  )
}

export function ClubSection({ state, binding }: SectionProps) {
  const t = useTranslations('Applications')
  const club = state.form.club ?? {}
  const set = (change: Partial<typeof club>) => state.update('club', (current) => ({ ...current, ...change }))
  const crest = state.view.files.find((file) => file.id === club.crestFileId)
  return (
    <FormSection
      id="section-club"
      title={t('sections.club')}
      comment={state.view.review?.club}
      commentLabel={t('reviewComment')}
    >
      <PathTextField
        path="club.name"
        label={t('fields.clubName')}
        autoComplete="organization"
        value={club.name}
        onValue={(name) => set({ name })}
        binding={binding}
      />
      <PathTextField
        path="club.shortName"
        label={t('fields.shortName')}
        description={t('fields.shortNameHint')}
        value={club.shortName}
        onValue={(shortName) => set({ shortName })}
        binding={binding}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <ColourInput
          path="club.primaryColour"
          label={t('fields.primaryColour')}
          value={club.primaryColour}
          onValue={(primaryColour) => set({ primaryColour })}
          binding={binding}
        />
        <ColourInput
          path="club.secondaryColour"
          label={t('fields.secondaryColour')}
          value={club.secondaryColour}
          onValue={(secondaryColour) => set({ secondaryColour })}
          binding={binding}
        />
      </div>
      <FileUpload
        uuid={state.view.uuid}
        path="club.crestFileId"
        kind="crest"
        label={t('fields.crest')}
        hint={t('fields.crestHint')}
        accept="image/png,image/jpeg,image/webp"
        file={crest}
        error={binding.errors.get('club.crestFileId')}
        disabled={binding.disabled}
        onUploaded={(file) => {
          state.addFile(file)
          set({ crestFileId: file.id })
        }}
      />
    </FormSection>
  )
}

export function ArenaSection({ state, binding }: SectionProps) {
  const t = useTranslations('Applications')
  const arena = state.form.arena ?? {}
  const set = (change: Partial<typeof arena>) => state.update('arena', (current) => ({ ...current, ...change }))
  return (
    <FormSection
      id="section-arena"
      title={t('sections.arena')}
      comment={state.view.review?.arena}
      commentLabel={t('reviewComment')}
    >
      <PathTextField
        path="arena.name"
        label={t('fields.arenaName')}
        value={arena.name}
        onValue={(name) => set({ name })}
        binding={binding}
      />
      <PathTextField
        path="arena.address"
        label={t('fields.address')}
        autoComplete="street-address"
        value={arena.address}
        onValue={(address) => set({ address })}
        binding={binding}
      />
      <PathNumberField
        path="arena.capacity"
        label={t('fields.capacity')}
        value={arena.capacity}
        onValue={(capacity) => set({ capacity })}
        binding={binding}
      />
    </FormSection>
  )
}
