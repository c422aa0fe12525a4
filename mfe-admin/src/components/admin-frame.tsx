import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AdminSidebar } from './admin-sidebar';
import { WidthGuard } from './width-guard';
import { useSidebarCollapsed } from '@/hooks/use-sidebar-collapsed';

type Props = { title: string; actions?: ReactNode; children: ReactNode };

/** Every admin page: the width guard, the sidebar, and the page under its title. */
export function AdminFrame({ title, actions, children }: Props) {
  const [collapsed, toggle] = useSidebarCollapsed();
  return (
    <WidthGuard>
      <Shell>
        <AdminSidebar collapsed={collapsed} onToggle={toggle} />
        <Main>
          <Head>
            <h1>{title}</h1>
            {actions && <Actions>{actions}</Actions>}
          </Head>
          {children}
        </Main>
      </Shell>
    </WidthGuard>
  );
}

const Shell = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.xxl}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.spacing.lg};
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;
