// Test-side access to the real API: make fresh members, read results back, inject faults.
import { randomUUID } from 'node:crypto';

export const CLIENT = 'Basic ' + Buffer.from('rwb-web:rwb-web-public').toString('base64');
export const DEMO_PASSWORD = 'demo-pass-2026';

export interface Member {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export class Api {
  constructor(readonly base: string) {}

  async json<T = any>(path: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: T }> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.body && typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const r = await fetch(new URL(path, this.base), { ...init, headers });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : (undefined as T) };
  }

  async token(form: Record<string, string>) {
    return this.json<{ access_token: string; refresh_token?: string; user_id?: number }>('/oauth/token', {
      method: 'POST',
      headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  async login(email: string, password: string): Promise<string> {
    const r = await this.token({ grant_type: 'password', username: email, password });
    if (r.status !== 200) throw new Error(`login ${email} → ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.access_token;
  }

  async outbox(): Promise<Array<{ to: string; subject: string; text: string }>> {
    return (await this.json('/dev/outbox')).body;
  }

  async latestCode(to: string): Promise<string> {
    const mail = (await this.outbox()).find((m) => m.to === to);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }

  /** A fresh member; by default verified with a completed profile. */
  async createMember(opts: { verified?: boolean; completed?: boolean; password?: string } = {}): Promise<Member> {
    const { verified = true, completed = true, password = 'Sup3r-secret!' } = opts;
    const firstName = 'Test';
    const lastName = `Member${Math.floor(Math.random() * 1e6)}`;
    const email = `e2e-${randomUUID()}@example.com`;
    const cc = await this.token({ grant_type: 'client_credentials' });
    const created = await this.json<{ id: number }>('/api/v1/user', {
      method: 'POST',
      token: cc.body.access_token,
      body: JSON.stringify({ grant_type: 'client_credentials', first_name: firstName, last_name: lastName, email, password }),
    });
    if (created.status !== 201) throw new Error(`create member → ${created.status} ${JSON.stringify(created.body)}`);
    const id = created.body.id;
    const token = await this.login(email, password);
    if (verified) {
      const v = await this.json(`/api/v1/user/verify`, { method: 'POST', token, body: JSON.stringify({ verification_code: await this.latestCode(email) }) });
      if (v.status !== 200) throw new Error(`verify → ${v.status}`);
    }
    if (completed) {
      const u = await this.json(`/api/v1/user/${id}`, {
        method: 'POST',
        token,
        body: JSON.stringify({ profile_completed: true, legal_waiver_signed: true }),
      });
      if (u.status !== 200) throw new Error(`complete → ${u.status} ${JSON.stringify(u.body)}`);
    }
    return { id, email, password, firstName, lastName };
  }

  async fault(path: string, status: number, opts: { method?: string; count?: number } = {}) {
    const r = await this.json('/dev/faults', { method: 'POST', body: JSON.stringify({ path, status, ...opts }) });
    if (r.status >= 300) throw new Error(`fault → ${r.status}`);
  }

  async resetLimits() {
    await this.json('/dev/reset-limits', { method: 'POST' });
  }
}
