// The error summary's lines from a form's errors by field: each links to the field it names (the id is the
// field's name); the form-wide message is shown on its own and left out here.
import type { ErrorSummaryProblem } from '@league/ui/components/error-summary/error-summary'

export function problemsOf(errors: Record<string, string>): ErrorSummaryProblem[] {
  return Object.entries(errors)
    .filter(([field]) => field !== 'form')
    .map(([field, message]) => ({ fieldId: field.replaceAll('.', '-'), message }))
}
