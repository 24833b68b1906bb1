import { test } from '@japa/runner'
import { homeBlock } from '#core/services/content'

const block = (body: string) => homeBlock({ title: 'How it works', body })

test.group('Home page blocks | Markdown around a list', () => {
  test('the intro, each item as a card with its bold title, and the text after the list', ({
    assert,
  }) => {
    const result = block(
      [
        'Three steps to **your** first call.',
        '',
        '- **Find** - search by skill',
        '- **Book**: pick a time',
        '  that suits you',
        '- Talk it through',
        '',
        'Then _keep going_.',
      ].join('\n')
    )
    assert.equal(result.title, 'How it works')
    assert.equal(result.introHtml, '<p>Three steps to <strong>your</strong> first call.</p>')
    assert.deepEqual(result.items, [
      { titleHtml: 'Find', descriptionHtml: 'search by skill' },
      { titleHtml: 'Book', descriptionHtml: 'pick a time that suits you' },
      { titleHtml: '', descriptionHtml: 'Talk it through' },
    ])
    assert.equal(result.outroHtml, '<p>Then <em>keep going</em>.</p>')
  })

  test('an ordered list is a list; only the first list makes cards', ({ assert }) => {
    const result = block('1. **One** — first\n2. second\n\nBetween\n\n- later')
    assert.deepEqual(
      result.items.map((item) => item.titleHtml),
      ['One', '']
    )
    assert.equal(result.outroHtml, '<p>Between</p>\n<ul><li>later</li></ul>')
  })

  test('a block without a list is its intro alone', ({ assert }) => {
    const result = block('Just a paragraph.\n\nAnd another.')
    assert.lengthOf(result.items, 0)
    assert.equal(result.introHtml, '<p>Just a paragraph.</p>\n<p>And another.</p>')
    assert.equal(result.outroHtml, '')
  })

  test('HTML in a card stays text', ({ assert }) => {
    const result = block('- **<b>Bold</b>** - <script>alert(1)</script>')
    assert.deepEqual(result.items, [
      {
        titleHtml: '&lt;b&gt;Bold&lt;/b&gt;',
        descriptionHtml: '&lt;script&gt;alert(1)&lt;/script&gt;',
      },
    ])
  })
})
