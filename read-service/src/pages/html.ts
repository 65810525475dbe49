/** Text and attribute values in HTML: nothing a listing's author writes can close a tag. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a <script type="application/ld+json">: inside a script element only `</script` or
 * `<!--` could end it early, so every `<`, `>` and `&` is written as a \u escape, which JSON
 * parsers read back as the same character. U+2028 and U+2029 are escaped for old parsers.
 */
export function scriptJson(value: unknown): string {
  return scriptJsonText(JSON.stringify(value));
}

/** JSON text already written (as the API sends it) made safe inside a script element, as scriptJson does. */
export function scriptJsonText(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * At most `max` characters, cut at a word and marked with an ellipsis. Counted and cut in code
 * points: a cut between the two halves of an emoji would leave a lone surrogate, which HTML
 * shows as U+FFFD and JSON-LD carries as an escape no reader can decode.
 */
export function clip(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  const points = Array.from(flat);
  if (points.length <= max) return flat;
  const cut = points.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > cut.length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
