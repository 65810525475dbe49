import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { AuthProvider } from './AuthProvider';
import { FollowingProviders } from './FollowingProviders';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Router>
      <AuthProvider>
        <FollowingProviders>{children}</FollowingProviders>
      </AuthProvider>
    </Router>
  );
}
