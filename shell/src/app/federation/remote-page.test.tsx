import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '@sentiscope/shared/testing';
import { RemotePage } from './remote-page';
import { RemoteLoaderContext, REMOTE_LOAD_TIMEOUT_MS, type RemoteLoader } from './remote-loader';
import { FAILED_REMOTE_MODULE } from './load-failures';

const page = (text: string) => ({ default: () => <p>{text}</p> });

function renderWith(loader: RemoteLoader) {
  return renderWithUi(
    <RemoteLoaderContext.Provider value={loader}>
      <RemotePage remote="mfe_auth" expose="LoginPage" />
    </RemoteLoaderContext.Provider>,
  );
}

describe('a remote page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads the exposed page of its remote by federation id', async () => {
    const calls: string[] = [];
    renderWith(async (id) => {
      calls.push(id);
      return page('Login form');
    });
    expect(await screen.findByText('Login form')).toBeInTheDocument();
    expect(calls).toEqual(['mfe_auth/LoginPage']);
  });

  it('shows a fallback with Retry when the remote is down, and Retry loads it again once it is back', async () => {
    let up = false;
    const calls: string[] = [];
    renderWith(async (id) => {
      calls.push(id);
      if (!up) throw new Error('Failed to fetch mf-manifest.json');
      return page('Login form');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of SentiScope is unavailable right now');
    expect(screen.getByText(/sign-in pages/)).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Login form')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('treats the failure marker the runtime hands back for a failed chunk as a failed load', async () => {
    renderWith(async (id) => ({ [FAILED_REMOTE_MODULE]: true, id, message: 'Loading chunk 42 failed' }));
    expect(await screen.findByText('Loading chunk 42 failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the fallback when the page throws while rendering', async () => {
    renderWith(async () => ({
      default: () => {
        throw new Error('render exploded');
      },
    }));
    expect(await screen.findByText('render exploded')).toBeInTheDocument();
  });

  it('rejects a module that exports no page', async () => {
    renderWith(async () => ({ default: 42 }));
    expect(await screen.findByText('mfe_auth/LoginPage does not export a page.')).toBeInTheDocument();
  });

  it('gives up on a remote that does not answer in time and offers Retry', async () => {
    jest.useFakeTimers();
    try {
      renderWith(() => new Promise(() => undefined));
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
      });
      expect(await screen.findByText('It is taking too long to load.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
