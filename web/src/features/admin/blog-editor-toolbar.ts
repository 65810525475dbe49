/**
 * The rich-text toolbar of spec section 9: bold, italic, underline, strike, quote, code block,
 * link, headers 1 to 6, ordered, bullet and check lists, sub/superscript, indent, rtl
 * direction, color, background, font, align, clean.
 */
export const BLOG_EDITOR_TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }, { font: [] }],
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block', 'link'],
  [{ list: 'ordered' }, { list: 'bullet' }, { list: 'check' }],
  [{ script: 'sub' }, { script: 'super' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ direction: 'rtl' }],
  [{ color: [] }, { background: [] }],
  [{ align: [] }],
  ['clean'],
] as const;
