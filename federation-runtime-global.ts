// Standalone runs of a remote only: remotes use the federation runtime the shell provides (one runtime per
// page instead of one per remote entry), so a remote opened on its own gets the runtime from this script.
import * as runtimeCore from '@module-federation/runtime-core';

const globals = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown };
globals._FEDERATION_RUNTIME_CORE ??= runtimeCore;
