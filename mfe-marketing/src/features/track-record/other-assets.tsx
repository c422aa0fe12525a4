import styled from 'styled-components';
import { useGetStockListQuery } from '@sentiscope/shared/api';
import { ROUTES, TRACK_RECORD_PUBLIC_ASSETS } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';
import { rememberReturnTo, selectIsLoggedIn, useAppSelector } from '@sentiscope/shared/store';
import { Button } from '@sentiscope/shared/ui';
import { SurfaceSection } from '@/components/surface-section';

/** Every other asset: open on the dashboard to a member whose plan has it, else an invitation to sign in or upgrade. */
export function OtherAssets() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: assets = [] } = useGetStockListQuery();
  const others = assets.filter((a) => !TRACK_RECORD_PUBLIC_ASSETS.includes(a.id));
  return (
    <Box aria-labelledby="other-assets-title">
      <h2 id="other-assets-title">Other assets</h2>
      {loggedIn ? (
        <p>Each asset&apos;s track record is on the dashboard, under its analysis, for the assets your plan opens.</p>
      ) : (
        <p>Sign in to see the track record of every asset your plan opens, on the dashboard under each analysis.</p>
      )}
      {others.length > 0 && (
        <List>
          {others.map((a) => (
            <li key={a.id}>
              {loggedIn && !a.locked ? <Link to={`${ROUTES.dashboard}?asset=${a.id}`}>{a.name}</Link> : <span>{a.name}</span>}
              {loggedIn && a.locked && <Muted> · not in your plan</Muted>}
            </li>
          ))}
        </List>
      )}
      <Actions>
        {loggedIn ? (
          <Button variant="secondary" to={ROUTES.plans}>
            Upgrade for more assets
          </Button>
        ) : (
          <>
            <Button variant="primary" to={ROUTES.login} onClick={() => rememberReturnTo(ROUTES.dashboard)}>
              Sign in
            </Button>
            <Button variant="secondary" to={ROUTES.plans}>
              See the plans
            </Button>
          </>
        )}
      </Actions>
    </Box>
  );
}

const Box = styled(SurfaceSection)`
  p {
    margin: 0 0 12px;
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
