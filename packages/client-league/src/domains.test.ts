import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { clientFilesIn, hostnameOf } from './domains.ts'

describe('given a domains entry', () => {
  it.each([
    ['aba.example.com', 'aba.example.com'],
    ['  ABA.Example.com ', 'aba.example.com'],
    ['http://localhost:3000', 'localhost'],
    ['https://liga-sur.localhost', 'liga-sur.localhost'],
    ['127.0.0.1', '127.0.0.1'],
  ])('should match %j on the hostname %j', (domain, hostname) => {
    expect(hostnameOf(domain)).toBe(hostname)
  })
})

describe('given a clients folder', () => {
  let folder = ''

  afterEach(() => {
    rmSync(folder, { recursive: true, force: true })
  })

  it('should list the sub-folders that hold a client.json and nothing else', () => {
    folder = mkdtempSync(join(tmpdir(), 'clients-'))
    mkdirSync(join(folder, 'aba'))
    writeFileSync(join(folder, 'aba', 'client.json'), '{}')
    mkdirSync(join(folder, 'empty'))
    writeFileSync(join(folder, 'notes.txt'), '')

    expect(clientFilesIn(folder)).toEqual([{ name: 'aba', path: join(folder, 'aba', 'client.json') }])
  })

  it('should list no client when the folder does not exist', () => {
    folder = join(tmpdir(), 'no-such-clients-folder')
    expect(clientFilesIn(folder)).toEqual([])
  })
})
