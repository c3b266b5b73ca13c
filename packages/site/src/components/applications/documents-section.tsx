'use client'
// The required documents: one PDF upload per kind the league asks for.
import { requiredDocumentKinds } from '@league/api/contract/team-application-form'
import { useTranslations } from 'next-intl'
import type { SectionProps } from './club-arena-sections'
import { FileUpload } from './file-upload'
import { FormSection } from './form-fields'

export function DocumentsSection({ state, binding }: SectionProps) {
  const t = useTranslations('Applications')
  const files = state.form.documents?.files ?? {}
  return (
    <FormSection
      id="section-documents"
      title={t('sections.documents')}
      comment={state.view.review?.documents}
      commentLabel={t('reviewComment')}
    >
      {requiredDocumentKinds.map((kind) => {
        const path = `documents.files.${kind}`
        return (
          <FileUpload
            key={kind}
            uuid={state.view.uuid}
            path={path}
            kind="document"
            label={t(`documentKinds.${kind}`)}
            hint={t('documentHint')}
            accept="application/pdf"
            file={state.view.files.find((file) => file.id === files[kind])}
            error={binding.errors.get(path)}
            disabled={binding.disabled}
            onUploaded={(file) => {
              state.addFile(file)
              // Two uploads may finish in any order: each adds its file to the section as it is then.
              state.update('documents', (current) => ({ files: { ...current?.files, [kind]: file.id } }))
            }}
          />
        )
      })}
    </FormSection>
  )
}
