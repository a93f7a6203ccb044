export interface LockEntry {
  name?: string;
  version?: string;
  hasInstallScript?: boolean;
  link?: boolean;
}
export interface Lock {
  lockfileVersion?: number;
  packages: Record<string, LockEntry>;
}
export interface InstallScript {
  name: string;
  path: string;
  version: string;
}
export interface Findings {
  scripts: InstallScript[];
  unlisted: InstallScript[];
  stale: { name: string; inLock: boolean }[];
  blank: string[];
}
export declare function packageName(lockPath: string, entry?: LockEntry): string;
export declare function installScripts(lock: Lock): InstallScript[];
export declare function findUnlisted(lock: Lock, allow: Record<string, unknown>): Findings;
export declare function report(findings: Findings): { ok: boolean; text: string };
