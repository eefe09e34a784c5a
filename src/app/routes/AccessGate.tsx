import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionView } from '../session/sessionActor';
import { decideAccess } from './access';
import type { AccessRule } from './routes';
import { CheckingSession, VisitorNotAllowed } from './AccessNotices';

export function AccessGate({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const view = useSessionView();
  const { pathname, search } = useLocation();
  const decision = decideAccess(rule, view, `${pathname}${search}`);
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'wait':
      return <CheckingSession />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'visitorNotAllowed':
      return <VisitorNotAllowed />;
  }
}
