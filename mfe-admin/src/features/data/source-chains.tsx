import styled from 'styled-components';
import type { ProviderHealth, ProviderState, SourceChain } from '@sentiscope/shared/contract';
import { Badge, type BadgeTone } from '@sentiscope/shared/ui';
import { momentOf } from '@/components/format';
import { KIND_LABELS } from './source-status';

const TONES: Record<ProviderState, BadgeTone> = { ok: 'success', failing: 'danger', resting: 'warning', offline: 'neutral', idle: 'neutral' };

/** What the state means for this provider, in a line: the plain reason of a failure, until when it rests... */
function detailOf(p: ProviderHealth): string {
  switch (p.state) {
    case 'ok':
      return p.lastSuccessAt ? `Last success ${momentOf(p.lastSuccessAt)}` : 'Answering';
    case 'failing':
      return p.lastError ?? 'Its last attempt failed';
    case 'resting':
      return `Rested after repeated failures; tried again ${p.restingUntil ? `after ${momentOf(p.restingUntil)}` : 'later'}${p.lastError ? ` (last: ${p.lastError})` : ''}`;
    case 'offline':
      return 'Switched off: outside this machine while SENTISCOPE_OFFLINE=1';
    default:
      return 'Not asked yet: the providers before it served';
  }
}

/** Each kind's providers in the order they are tried: when one fails, the next serves. */
export function SourceChains({ chains }: { chains: SourceChain[] }) {
  if (chains.length === 0) return <Empty>No chains are configured.</Empty>;
  return (
    <Kinds>
      {chains.map((chain) => (
        <section key={chain.kind} aria-labelledby={`chain-${chain.kind}`}>
          <h3 id={`chain-${chain.kind}`}>{KIND_LABELS[chain.kind]}</h3>
          {chain.providers.length === 0 ? (
            <Empty>No provider.</Empty>
          ) : (
            <Order aria-label={`${KIND_LABELS[chain.kind]}, in the order tried`}>
              {chain.providers.map((p) => (
                <Provider key={p.name} data-state={p.state}>
                  <Who>
                    <strong>{p.name}</strong>
                    <Host>{p.host}</Host>
                  </Who>
                  <Badge tone={TONES[p.state]}>{p.state}</Badge>
                  <Detail $tone={p.state}>{detailOf(p)}</Detail>
                </Provider>
              ))}
            </Order>
          )}
        </section>
      ))}
    </Kinds>
  );
}

const Kinds = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Order = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: provider;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

// The order number, who, the state and what it means, on one line; below the tablet width the meaning goes under.
const Provider = styled.li`
  counter-increment: provider;
  display: grid;
  grid-template-columns: 1.75rem minmax(12rem, 1fr) 5.5rem minmax(0, 2fr);
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  &::before {
    content: counter(provider);
    color: ${({ theme }) => theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: 1.75rem minmax(0, 1fr) auto;
    & > :last-child {
      grid-column: 2 / -1;
    }
  }
`;

const Who = styled.span`
  display: grid;
  min-width: 0;
`;

const Host = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Detail = styled.span<{ $tone: ProviderState }>`
  color: ${({ theme, $tone }) => ($tone === 'failing' ? theme.colors.dangerText : $tone === 'resting' ? theme.colors.warningText : theme.colors.muted)};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
