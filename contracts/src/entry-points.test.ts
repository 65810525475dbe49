import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const exportsMap: Record<string, string> = packageJson.exports;

describe('@kamra/contracts', () => {
  // zod, and the phone library (its own entry, ./phone, so only its importers carry its metadata).
  it('imports nothing but zod and libphonenumber-js', () => {
    const here = import.meta.dirname;
    for (const file of sourceFiles(here)) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');
      const foreign = imports.filter((name) => name !== 'zod' && name !== 'libphonenumber-js' && !name.startsWith('.'));
      expect(foreign, relative(here, file)).toEqual([]);
    }
  });

  it('has no catch-all entry point: importers name the part they use', () => {
    expect(Object.keys(exportsMap)).not.toContain('.');
  });

  it.each([
    ['./messages', ['messages']],
    ['./options', ['BUILT_IN_AVATARS', 'LISTING_KINDS', 'FAMOUS_CITIES']],
    ['./limits', ['TEXT_LIMITS', 'LISTING_MINIMUMS']],
    ['./boost', ['BOOST_PACKAGES']],
    ['./commands', [
      'roomSubmitSchema', 'roommateSubmitSchema', 'accessorySubmitSchema', 'validateListingSubmission', 'fieldErrors',
      'postReviewSchema', 'rejectListingSchema', 'publishBlogSchema',
    ]],
    ['./queries', ['listingSearchQuerySchema', 'advancedSearchSchema', 'toSearchParams', 'adminUsersQuerySchema']],
    ['./uploads', ['IMAGE_LIMITS', 'listingUploadErrors']],
    ['./events', ['kamraEventSchema', 'parseEvent', 'listingStream']],
    ['./read-models', ['HTTP_STATUS_OF_ERROR']],
    ['./phone', ['pakistaniPhone']],
    ['./rules', ['isPhoneVerified', 'isNewListing', 'isBoosted', 'needsBoost', 'contactLinks', 'pageTitle']],
  ] as const)('%s exports its main names', async (entry, names) => {
    const target = exportsMap[entry];
    expect(target, entry).toBeDefined();
    const module: Record<string, unknown> = await import(join('..', target ?? ''));
    for (const name of names) expect(module, name).toHaveProperty(name);
  });
});
