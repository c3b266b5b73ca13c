import { describe, expect, it } from 'vitest'
import { embeddedJson, readEmbeddedJson } from './embedded-json'

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

describe('given data embedded in a page as a JSON script', () => {
  it('should escape every < so a </script> in the data cannot end the script, and read back the same data', () => {
    const messages = ['Welcome </script><script>alert(1)</script>', 'Pratite Partizan']
    const text = embeddedJson(messages)
    expect(text).not.toContain('<')
    expect(readEmbeddedJson(text, isTextList)).toEqual(messages)
  })

  it('should answer nothing for a missing, malformed or wrongly shaped text', () => {
    expect(readEmbeddedJson(undefined, isTextList)).toBeUndefined()
    expect(readEmbeddedJson('', isTextList)).toBeUndefined()
    expect(readEmbeddedJson('["open', isTextList)).toBeUndefined()
    expect(readEmbeddedJson('{"a":1}', isTextList)).toBeUndefined()
  })
})
