import { describe, expect, it } from 'vitest'
import { parseErrorMessages } from './error-messages'

describe('given the error wording embedded by the layout', () => {
  it('should read the Serbian wording', () => {
    const text = JSON.stringify({
      errorTitle: 'Nešto je pošlo naopako',
      errorText: '…',
      retry: 'Pokušaj ponovo',
      backHome: 'Nazad',
      locale: 'sr',
    })
    expect(parseErrorMessages(text)?.locale).toBe('sr')
  })

  it('should answer nothing for a missing or broken script', () => {
    expect(parseErrorMessages(undefined)).toBeUndefined()
    expect(parseErrorMessages('{not json')).toBeUndefined()
    expect(parseErrorMessages('{"retry":"x"}')).toBeUndefined()
  })
})
