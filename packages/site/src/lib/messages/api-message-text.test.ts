import { describe, expect, it } from 'vitest'
import {
  apiMessageKeys,
  messageOf,
  recognizeApiMessage,
  translateApiMessage,
  type ApiMessageKey,
} from './api-message-text'

const serbian: Record<ApiMessageKey, string> = {
  welcome: 'Dobro došli, {name}',
  welcomeBack: 'Dobro došli ponovo, {name}',
  following: 'Pratite {target}',
  unfollowed: 'Više ne pratite {target}',
  notificationsOn: 'Obaveštenja su uključena na ovom uređaju',
}

describe('given a message an API answer carried', () => {
  it.each([
    ['Welcome, Ana Jovanović', { key: 'welcome', values: { name: 'Ana Jovanović' } }],
    ['Welcome back, Ana', { key: 'welcomeBack', values: { name: 'Ana' } }],
    ['Following partizan', { key: 'following', values: { target: 'partizan' } }],
    ['No longer following crvena-zvezda', { key: 'unfollowed', values: { target: 'crvena-zvezda' } }],
    ['Notifications are on for this device', { key: 'notificationsOn', values: {} }],
  ])('should recognise %s', (message, expected) => {
    expect(recognizeApiMessage(message)).toEqual(expected)
  })

  it('should not recognise a message the API has no template for', () => {
    expect(recognizeApiMessage('Tickets for the final four are on sale')).toBeUndefined()
  })

  it('should translate a known message with its values', () => {
    expect(translateApiMessage('Welcome back, Ana', serbian)).toBe('Dobro došli ponovo, Ana')
    expect(translateApiMessage('Following partizan', serbian)).toBe('Pratite partizan')
    expect(translateApiMessage('Notifications are on for this device', serbian)).toBe(serbian.notificationsOn)
  })

  it('should show an unknown message as sent', () => {
    expect(translateApiMessage('Tickets for the final four are on sale', serbian)).toBe(
      'Tickets for the final four are on sale',
    )
  })

  it('should list every known message id', () => {
    expect([...apiMessageKeys].sort()).toEqual(Object.keys(serbian).sort())
  })
})

describe('given an API answer', () => {
  it('should read its message only when it is a non-empty text', () => {
    expect(messageOf({ message: 'Following partizan', follows: [] })).toBe('Following partizan')
    expect(messageOf({ message: '' })).toBeUndefined()
    expect(messageOf({ follows: [] })).toBeUndefined()
    expect(messageOf(undefined)).toBeUndefined()
  })
})
