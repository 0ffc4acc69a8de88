// The mixed write of bench/api-load.ts (phase 2) and the read-back of every acknowledged write.
// Each connection writes as one member and cycles through three writes with pipelining 1, so the
// write in flight is known when its answer arrives; a 2xx answer counts only when its body matches
// that write (event name = marker, attendance status, followed id).
import type autocannon from 'autocannon';
import { call, eventBody, pool, type Member, type TargetEvent } from './api-load-setup';

export const READ_CONCURRENCY = 16;

export type Kind = 'event' | 'attendance' | 'follow';
type Status = 'going' | 'interested';
type Pending =
  | { kind: 'event'; marker: string }
  | { kind: 'attendance'; eventId: number; member: Member; status: Status }
  | { kind: 'follow'; member: Member; otherId: number };

// ---- phase 2: the mixed write ---------------------------------------------------------------------

export class MixedWrite {
  readonly events: { id: number; marker: string }[] = [];
  /** `${eventId}:${memberId}` -> the status every write to that pair sets, and how many writes were acknowledged. */
  readonly attendance = new Map<string, { eventId: number; member: Member; status: Status; writes: number }>();
  /** follower id -> followed id -> acknowledged writes. */
  readonly follows = new Map<number, { member: Member; followed: Map<number, number> }>();
  readonly acked: Record<Kind, number> = { event: 0, attendance: 0, follow: 0 };
  readonly refused: Record<Kind, Map<number, number>> = { event: new Map(), attendance: new Map(), follow: new Map() };
  /** Writes given up without an answer (timeout or connection error), by kind. */
  readonly abandoned: Record<Kind, number> = { event: 0, attendance: 0, follow: 0 };
  /** 2xx answers whose body did not match the write the connection had in flight. */
  unattributed = 0;
  private seq = 0;
  private clients = 0;
  private readonly attendanceCursor = new Map<number, number>();
  private readonly followCursor = new Map<number, number>();

  constructor(
    private readonly runId: string,
    private readonly members: Member[],
    private readonly targets: TargetEvent[],
  ) {}

  /** One connection: its member, and the three writes it cycles through (pipelining 1: one in flight). */
  setupClient = (client: autocannon.Client) => {
    const index = this.clients++ % this.members.length;
    const member = this.members[index];
    const headers = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' };
    let inflight: Pending | null = null;
    const onResponse = (status: number, body: string) => {
      const sent = inflight;
      inflight = null;
      if (sent) this.record(sent, status, body);
    };
    const write = (make: () => { pending: Pending; path: string; body: unknown }): autocannon.Request => ({
      method: 'POST',
      path: '/api/v1/mobile_event/',
      headers,
      setupRequest: (req) => {
        // Still in flight when the next request is built: autocannon gave it up (timeout, connection error).
        if (inflight) this.abandoned[inflight.kind]++;
        const w = make();
        inflight = w.pending;
        return { ...req, path: w.path, body: JSON.stringify(w.body) };
      },
      onResponse,
    });
    client.setRequests([
      write(() => {
        const marker = `Load ${this.runId} ${++this.seq}`;
        return { pending: { kind: 'event', marker }, path: '/api/v1/mobile_event/', body: eventBody(member.id, marker, this.seq % 600) };
      }),
      write(() => {
        const { event, status } = this.nextAttendance(index, member);
        return { pending: { kind: 'attendance', eventId: event.id, member, status }, path: `/api/v1/mobile_event/${event.id}/attendees/${member.id}`, body: { attendance_status: status } };
      }),
      write(() => {
        const otherId = this.nextFollow(index);
        return { pending: { kind: 'follow', member, otherId }, path: `/api/v1/user/${member.id}/follow/${otherId}`, body: {} };
      }),
    ]);
  };

  /** The member's next target event it does not host; a pair always gets the same status (idempotent on wrap). */
  private nextAttendance(index: number, member: Member): { event: TargetEvent; status: Status } {
    let c = this.attendanceCursor.get(index) ?? 0;
    let k = (c + index) % this.targets.length;
    if (this.targets[k].hostId === member.id) k = (++c + index) % this.targets.length;
    this.attendanceCursor.set(index, c + 1);
    return { event: this.targets[k], status: (k + index) % 2 === 0 ? 'going' : 'interested' };
  }

  /** The member's next other member to follow (wraps after everyone: following again is idempotent). */
  private nextFollow(index: number): number {
    const c = this.followCursor.get(index) ?? 0;
    this.followCursor.set(index, c + 1);
    return this.members[(index + 1 + (c % (this.members.length - 1))) % this.members.length].id;
  }

  private record(sent: Pending, status: number, raw: string) {
    if (status < 200 || status > 299) {
      const m = this.refused[sent.kind];
      m.set(status, (m.get(status) ?? 0) + 1);
      return;
    }
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      /* counted as unattributed below */
    }
    if (sent.kind === 'event' && typeof body.id === 'number' && body.name === sent.marker) {
      this.events.push({ id: body.id, marker: sent.marker });
    } else if (sent.kind === 'attendance' && body.attendance_status === sent.status) {
      const key = `${sent.eventId}:${sent.member.id}`;
      this.attendance.set(key, { ...sent, writes: (this.attendance.get(key)?.writes ?? 0) + 1 });
    } else if (sent.kind === 'follow' && body.followed_id === sent.otherId) {
      const f = this.follows.get(sent.member.id) ?? { member: sent.member, followed: new Map<number, number>() };
      f.followed.set(sent.otherId, (f.followed.get(sent.otherId) ?? 0) + 1);
      this.follows.set(sent.member.id, f);
    } else {
      this.unattributed++;
      return;
    }
    this.acked[sent.kind]++;
  }
}

// ---- read back -----------------------------------------------------------------------------------

export interface ReadBack {
  kind: string;
  acknowledged: number;
  distinct: number;
  found: number;
}

/** GET with up to three tries on a 5xx or a network error (a read failure is not a missing write). */
async function read<T>(base: string, path: string, token: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      const r = await call<T>(base, path, { token });
      if (r.status < 500) return r;
      if (attempt === 3) throw new Error(`read back ${path} -> ${r.status}`);
    } catch (error) {
      if (attempt === 3) throw error;
    }
    await new Promise((r) => setTimeout(r, 250 * attempt));
  }
}

export async function readBack(base: string, w: MixedWrite, token: string): Promise<ReadBack[]> {
  const events = await pool(w.events, READ_CONCURRENCY, async (e) => {
    const r = await read<{ name?: string }>(base, `/api/v1/mobile_event/${e.id}`, token);
    return r.status === 200 && r.body.name === e.marker;
  });
  const pairs = [...w.attendance.values()];
  const attendance = await pool(pairs, READ_CONCURRENCY, async (p) => {
    const r = await read<{ attendance_status?: string }>(base, `/api/v1/mobile_event/${p.eventId}/attendees/${p.member.id}`, p.member.token);
    return r.status === 200 && r.body.attendance_status === p.status ? p.writes : 0;
  });
  const followers = [...w.follows.values()];
  const follows = await pool(followers, READ_CONCURRENCY, async (f) => {
    const seen = new Set<number>();
    for (let offset: number | null = 0; offset !== null; ) {
      const r: { status: number; body: { data?: { user: { id: number } }[]; next?: number | null } } = await read(
        base,
        `/api/v1/user/${f.member.id}/follow/following?offset=${offset}`,
        f.member.token,
      );
      if (r.status !== 200) break;
      for (const d of r.body.data ?? []) seen.add(d.user.id);
      offset = r.body.next ?? null;
    }
    return [...f.followed].reduce((n, [id, writes]) => n + (seen.has(id) ? writes : 0), 0);
  });
  const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);
  // Writes to the same pair set the same value (a cursor wrapped): each of them is found when the pair is.
  return [
    { kind: 'create event', acknowledged: w.acked.event, distinct: w.events.length, found: events.filter(Boolean).length },
    { kind: 'attendance', acknowledged: w.acked.attendance, distinct: pairs.length, found: sum(attendance) },
    { kind: 'follow', acknowledged: w.acked.follow, distinct: sum(followers.map((f) => f.followed.size)), found: sum(follows) },
  ];
}
