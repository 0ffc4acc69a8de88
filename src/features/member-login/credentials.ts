// After a successful login, offer the browser's credential store (Credential Management API).
// Returns false only when the browser has the API and storing failed; absent API = nothing to do.

interface PasswordCredentialCtor {
  new (data: { id: string; password: string; name?: string }): Credential;
}

export async function storeCredentials(id: string, password: string, name: string): Promise<boolean> {
  const Ctor = (globalThis as { PasswordCredential?: PasswordCredentialCtor }).PasswordCredential;
  if (!Ctor || !navigator.credentials?.store) return true;
  try {
    await navigator.credentials.store(new Ctor({ id, password, name: name || id }));
    return true;
  } catch {
    return false;
  }
}
