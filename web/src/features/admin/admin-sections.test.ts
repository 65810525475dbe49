import { describe, expect, it } from 'vitest';
import { adminSections, isActiveAdminSection } from './admin-sections';

describe('admin sidebar', () => {
  it('highlights the dashboard only on its index and sections by prefix', () => {
    const [dashboard, users] = adminSections;
    if (dashboard === undefined || users === undefined) throw new Error('missing sections');
    expect(isActiveAdminSection(dashboard, '/')).toBe(true);
    expect(isActiveAdminSection(dashboard, '/admin_allUsers')).toBe(false);
    expect(isActiveAdminSection(users, '/admin_allUsers/listings/u1')).toBe(true);
  });
});
