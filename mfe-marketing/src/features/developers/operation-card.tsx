import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Card, Table, Tabs, type BadgeTone } from '@sentiscope/shared/ui';
import { curlExample, fetchExample, type Field, type Operation } from './reference';

// The design system's tones whose small text keeps its contrast on both schemes' cards.
const METHOD_TONES: Record<string, BadgeTone> = { GET: 'info', POST: 'primary', PUT: 'warning', PATCH: 'warning', DELETE: 'danger' };

const FIELD_COLUMNS = [
  { key: 'name', header: 'Name', cell: (f: Field) => <code>{f.name}</code> },
  { key: 'where', header: 'In', cell: (f: Field) => f.where },
  { key: 'type', header: 'Type', cell: (f: Field) => <TypeText>{f.type}</TypeText> },
  { key: 'required', header: 'Required', cell: (f: Field) => (f.required ? 'yes' : 'no') },
];

/** The same call in curl and in JavaScript, one tab each. */
export function Examples({ label, curl, js }: { label: string; curl: string; js: string }) {
  const [selected, setSelected] = useState('curl');
  return (
    <Tabs
      label={label}
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'curl', label: 'curl', panel: <Code>{curl}</Code> },
        { id: 'js', label: 'JavaScript', panel: <Code>{js}</Code> },
      ]}
    />
  );
}

/** One route of the reference: what it does, the token it takes, its fields, its answers and two examples. */
export function OperationCard({ operation, apiBaseUrl }: { operation: Operation; apiBaseUrl: string }) {
  const titleId = `${operation.id}-title`;
  return (
    <Route as="article" id={operation.id} aria-labelledby={titleId} $padding="md">
      <Head>
        <Badge tone={METHOD_TONES[operation.method] ?? 'neutral'}>{operation.method}</Badge>
        <h3 id={titleId}>
          <code>{operation.path}</code>
        </h3>
      </Head>
      <p>{operation.summary}</p>
      <Access>
        <strong>Authentication:</strong> {operation.access}
      </Access>
      {operation.fields.length > 0 && (
        <Table caption={`Parameters of ${operation.method} ${operation.path}`} hideCaption columns={FIELD_COLUMNS} rows={operation.fields} rowKey={(f) => `${f.where}-${f.name}`} />
      )}
      <Answers aria-label={`Answers of ${operation.method} ${operation.path}`}>
        {operation.answers.map((answer) => (
          <li key={answer.status}>
            <Badge tone={answer.status.startsWith('2') ? 'primary' : 'neutral'}>{answer.status}</Badge>{' '}
            <span>{answer.description}</span>
          </li>
        ))}
      </Answers>
      <details>
        <summary>Examples</summary>
        <Examples label={`Examples of ${operation.method} ${operation.path}`} curl={curlExample(operation, apiBaseUrl)} js={fetchExample(operation, apiBaseUrl)} />
      </details>
    </Route>
  );
}

const Route = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  min-width: 0;
  p {
    margin: 0;
  }
  details summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  details[open] summary {
    margin-bottom: 8px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const Access = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const TypeText = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: break-word;
`;

const Answers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: grid;
    grid-template-columns: 3.5em minmax(0, 1fr);
    align-items: baseline;
    gap: 8px;
  }
`;

export const Code = styled.pre`
  margin: 0;
  padding: 12px 14px;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.6;
  white-space: pre;
`;
