import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../../../lib/auth/auth-context';
import { RequireSignIn } from './RequireSignIn';

function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user === null || !user.isAdmin) return <Redirect to="~/notFound" replace />;
  return children;
}

/**
 * The admin dashboard: visitors are asked to sign in first; signed-in users who are not
 * admins are sent to /notFound so the dashboard's existence is not advertised.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  return (
    <RequireSignIn>
      <AdminOnly>{children}</AdminOnly>
    </RequireSignIn>
  );
}
