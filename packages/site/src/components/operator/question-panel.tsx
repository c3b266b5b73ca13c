'use client'

import type { Answer } from '@/lib/operator/follow-ups'
import { ConsoleButton } from './console-button'

/**
 * The question the console asks after a play (assist? blocked? free throws?), with numbered answers: a tap,
 * or the answer's digit, answers it; Escape or "Skip" leaves it. Announced politely, so a screen reader hears
 * it without losing its place.
 */
export function QuestionPanel({
  question,
  answers,
  skipLabel,
  onAnswer,
  onSkip,
}: {
  question: string
  answers: Answer[]
  skipLabel: string | undefined
  onAnswer: (answer: Answer) => void
  onSkip: (() => void) | undefined
}) {
  return (
    <section aria-label={question} className="rounded-brand border-2 border-primary p-2">
      <h2 aria-live="polite" className="mb-1 font-semibold">
        {question}
      </h2>
      <div className="grid grid-cols-3 gap-1">
        {answers.map((answer, index) => (
          <ConsoleButton
            key={`${index}-${answer.label}`}
            aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
            onClick={() => onAnswer(answer)}
          >
            <span aria-hidden="true" className="mr-1 text-xs text-on-muted">
              {index < 9 ? index + 1 : ''}
            </span>
            {answer.label}
          </ConsoleButton>
        ))}
        {onSkip && skipLabel ? (
          <ConsoleButton aria-keyshortcuts="Escape" onClick={onSkip}>
            {skipLabel}
          </ConsoleButton>
        ) : null}
      </div>
    </section>
  )
}
