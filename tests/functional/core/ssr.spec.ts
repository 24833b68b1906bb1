import { test } from '@japa/runner'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

test.group('SSR', () => {
  test('the home page HTML carries its text before any script runs', async ({ client, assert }) => {
    const response = await client.get('/')
    response.assertStatus(200)
    const markup = ssrBody(response.text())
    assert.include(markup, 'Grow faster with a mentor who has done it before')
    assert.include(markup, '<h1')
    assert.equal(pageFrom(response.text()).component, 'core/home')
  })

  test('the Italian home page is rendered in Italian on the server', async ({ client, assert }) => {
    const response = await client.get('/').withRawCookie('locale', 'it')
    assert.include(ssrBody(response.text()), 'Cresci più in fretta con un mentor')
  })
})
