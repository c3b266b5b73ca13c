// A refused squad change: a domain error (so the app's handler answers it like any other) that also carries
// every broken rule in the reader's language and, on a stale version, which squad to show as it is now.
import type { Language } from '@league/client-league/languages'
import type { SquadViolation } from '@league/stats/fantasy/squad'
import { DomainError, type DomainErrorKind } from '../../domain-errors.ts'
import { squadMessage, type SquadMessageCode, type SquadMessageParams } from './squad-messages.ts'

export type ExplainedViolation = { code: string; params: SquadMessageParams; message: string }

export class SquadRefusal extends DomainError {
  override name = 'SquadRefusal'
  readonly violations: ExplainedViolation[]
  /** On `stale_version`: the squad whose current state the answer shows. */
  readonly staleSquadId: number | undefined

  constructor(
    kind: DomainErrorKind,
    code: string,
    message: string,
    violations: ExplainedViolation[] = [],
    staleSquadId?: number,
  ) {
    super(kind, code, message)
    this.violations = violations
    this.staleSquadId = staleSquadId
  }
}

/** A rule broken once, told in `language`. */
export function explain(code: SquadMessageCode, params: SquadMessageParams, language: Language): ExplainedViolation {
  return { code, params, message: squadMessage(code, params, language) }
}

/** A refusal by a rule of the game (422) with its message, and the same as its one violation. */
export function refuse(code: SquadMessageCode, params: SquadMessageParams, language: Language): SquadRefusal {
  const violation = explain(code, params, language)
  return new SquadRefusal('refused', code, violation.message, [violation])
}

/** Several broken rules at once: the message lists them all. */
export function refuseAll(code: string, violations: ExplainedViolation[]): SquadRefusal {
  return new SquadRefusal('refused', code, violations.map((violation) => violation.message).join('; '), violations)
}

/** The squad rules `validateSquad` found broken, each told in `language` (a player by name when known). */
export function explainSquadViolations(
  violations: readonly SquadViolation[],
  language: Language,
): ExplainedViolation[] {
  return violations.map((violation) => {
    const params: Record<string, string | number> = { ...violation.params }
    if (violation.code === 'duplicate_player' || violation.code === 'unknown_player') {
      params.player = typeof params.name === 'string' ? params.name : `#${String(params.playerId)}`
    }
    return explain(violation.code, params, language)
  })
}
