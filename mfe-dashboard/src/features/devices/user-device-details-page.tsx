import styled from 'styled-components';
import { DeviceList } from './device-list';

const Page = styled.section`
  max-width: 760px;
  padding: ${({ theme }) => theme.spacing.lg} 0;
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export default function UserDeviceDetailsPage() {
  return (
    <Page aria-labelledby="devices-title">
      <h1 id="devices-title">Your devices</h1>
      <p>The devices signed in to your SentiScope account. The IP is the address our server saw at the last sign-in.</p>
      <DeviceList />
    </Page>
  );
}
