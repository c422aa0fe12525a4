import { fetchRegistry, inlineRegistry, parseRegistry, REGISTRY_ELEMENT_ID, RegistryError } from './registry';

const valid = {
  apiUrl: 'http://localhost:4000/',
  remotes: {
    mfe_marketing: { manifest: 'http://localhost:3001/mf-manifest.json' },
    mfe_auth: { manifest: 'http://localhost:3002/mf-manifest.json', version: '1.2.0' },
    mfe_dashboard: { manifest: 'http://localhost:3003/mf-manifest.json' },
    mfe_admin: { manifest: 'https://cdn.example.com/admin/mf-manifest.json' },
  },
};

const respond = (body: string, status = 200): typeof fetch => async () => new Response(body, { status });

describe('the site registry', () => {
  it('reads every remote manifest URL and the API URL', () => {
    const registry = parseRegistry(valid);
    expect(registry.apiUrl).toBe('http://localhost:4000');
    expect(registry.remotes.mfe_auth).toEqual({ manifest: 'http://localhost:3002/mf-manifest.json', version: '1.2.0' });
    expect(registry.remotes.mfe_admin.manifest).toBe('https://cdn.example.com/admin/mf-manifest.json');
  });

  it.each([
    ['a non-object', [1, 2]],
    ['no apiUrl', { ...valid, apiUrl: undefined }],
    ['a javascript: apiUrl', { ...valid, apiUrl: 'javascript:alert(1)' }],
    ['a missing remote', { ...valid, remotes: { ...valid.remotes, mfe_admin: undefined } }],
    ['a relative manifest', { ...valid, remotes: { ...valid.remotes, mfe_auth: { manifest: '/mf-manifest.json' } } }],
  ])('rejects %s with a RegistryError', (_name, raw) => {
    expect(() => parseRegistry(raw)).toThrow(RegistryError);
  });

  it('reports an unreachable registry, an error status and invalid JSON clearly', async () => {
    const unreachable: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchRegistry('/remotes.json', unreachable)).rejects.toThrow('The site registry could not be reached.');
    await expect(fetchRegistry('/remotes.json', respond('nope', 503))).rejects.toThrow('The site registry answered 503.');
    await expect(fetchRegistry('/remotes.json', respond('{oops'))).rejects.toThrow('The site registry is not valid JSON.');
    await expect(fetchRegistry('/remotes.json', respond(JSON.stringify(valid)))).resolves.toMatchObject({ apiUrl: 'http://localhost:4000' });
  });
});

describe('the registry inlined by the server that serves the shell', () => {
  afterEach(() => document.getElementById(REGISTRY_ELEMENT_ID)?.remove());

  const inline = (text: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = REGISTRY_ELEMENT_ID;
    block.textContent = text;
    document.head.append(block);
  };

  it('is read from the page, so no request is needed', () => {
    inline(JSON.stringify(valid));
    expect(inlineRegistry()).toMatchObject({ apiUrl: 'http://localhost:4000', remotes: { mfe_auth: { version: '1.2.0' } } });
  });

  it('is absent on a page served without it, and the shell then fetches /remotes.json', () => {
    expect(inlineRegistry()).toBeNull();
  });

  it('is reported like a fetched one when it is broken', () => {
    inline('{oops');
    expect(() => inlineRegistry()).toThrow('The site registry is not valid JSON.');
    document.getElementById(REGISTRY_ELEMENT_ID)?.remove();
    inline(JSON.stringify({ ...valid, apiUrl: 'ftp://x' }));
    expect(() => inlineRegistry()).toThrow(RegistryError);
  });
});
