/** The value of `--name=value` on the command line, if given. */
export function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/**
 * A table as text, one line a row under a header and a rule, columns as wide as their widest
 * cell. With `numbers`, every column but the first is aligned right, as figures read best.
 */
export function textTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>, { numbers = false } = {}): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells
    .map((cell, i) => (numbers && i > 0 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
    .join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
