/**
 * The value of the cookie `name` in a Cookie header, URI-decoded; null when it is absent or its
 * escapes do not decode (a cookie this server never set), so a mangled header is no error.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
