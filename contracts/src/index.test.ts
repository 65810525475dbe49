import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contracts from './index';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('@kamra/contracts', () => {
  it('imports nothing but zod', () => {
    const here = import.meta.dirname;
    for (const file of sourceFiles(here)) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');
      const foreign = imports.filter((name) => name !== 'zod' && !name.startsWith('.'));
      expect(foreign, relative(here, file)).toEqual([]);
    }
  });

  it('exports the main entry points', () => {
    for (const name of [
      'messages', 'roomSubmitSchema', 'roommateSubmitSchema', 'accessorySubmitSchema', 'validateListingSubmission',
      'fieldErrors', 'listingSearchQuerySchema', 'advancedSearchSchema', 'IMAGE_LIMITS', 'BOOST_PACKAGES',
      'kamraEventSchema', 'parseEvent', 'listingStream', 'isNewListing', 'isBoosted', 'needsBoost',
      'contactLinks', 'pageTitle', 'BUILT_IN_AVATARS', 'postReviewSchema', 'rejectListingSchema', 'publishBlogSchema',
    ]) {
      expect(contracts, name).toHaveProperty(name);
    }
  });
});
