import { isAgentAccount } from '@sorte/contracts/auth/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { dropParams } from '../../../components/lists/use-list-params';
import { isModuleEnabled, usePermission } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { memberInfoQueryOptions } from '../../../hooks/use-member-info';
import {
  AGENT_PAGE_PARAMS,
  AGENT_PARAM,
  availableAgentPages,
  type AgentCentrePage,
} from '../utils/pages';
import { consolidatedQueryOptions } from '../api/salary-api';
import { AgentCentre } from './agent-centre';
import { useLoggedIn } from '../../../hooks/use-logged-in';

/**
 * Opens the agent centre modal for `?agent=<page key>` (header account menu). Only agents
 * (account types 1, 2, 41, 42) with the agent centre switched on see it; guests get the login
 * popup, anyone else simply loses the parameter.
 */
export function AgentCentreHost() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(AGENT_PARAM);
  const permission = usePermission();
  const loggedIn = useLoggedIn();
  const member = useQuery({ ...memberInfoQueryOptions(), enabled: loggedIn && Boolean(requested) });
  const consolidated = useQuery({
    ...consolidatedQueryOptions(),
    enabled: loggedIn && Boolean(requested),
  });
  const enabledTypes = (consolidated.data?.types ?? []).filter((x) => x.enabled).map((x) => x.type);
  const pages = availableAgentPages((modId) => isModuleEnabled(permission, modId), enabledTypes);
  const agent = member.data ? isAgentAccount(member.data.type) : false;
  const blocked =
    Boolean(requested) &&
    (!loggedIn || pages.length === 0 || (member.data !== undefined && !agent) || member.isError);

  useEffect(() => {
    if (!requested || !blocked) return;
    setParams(
      (p) => {
        p.delete(AGENT_PARAM);
        return p;
      },
      { replace: true },
    );
    if (!loggedIn && ui.get().modal?.key !== 'login') ui.openModal('login');
  }, [requested, blocked, loggedIn, setParams]);

  // The contract pages depend on the consolidated info: wait for it (an error shows the others).
  if (!requested || blocked || !member.data || consolidated.isPending) return null;
  const page = pages.find((p) => p === requested) ?? pages[0]!;
  const clearPageParams = dropParams(AGENT_PAGE_PARAMS);
  return (
    <AgentCentre
      page={page}
      pages={pages}
      onNavigate={(next: AgentCentrePage) =>
        setParams((p) => {
          clearPageParams(p);
          p.set(AGENT_PARAM, next);
          return p;
        })
      }
      onClose={() =>
        setParams(
          (p) => {
            clearPageParams(p);
            p.delete(AGENT_PARAM);
            return p;
          },
          { replace: true },
        )
      }
    />
  );
}
