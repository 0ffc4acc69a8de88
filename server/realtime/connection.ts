/** A socket connection of the chat gateway, what it watches, and sending to it once (gateway.ts, events.ts). */

export interface Socket {
  send(data: string): void;
  close(code: number, reason: string): void;
  terminate(): void;
}

export interface Watch {
  s: number;
  l: number;
  visible: Set<number>;
  /** Events held until the replay is sent; null once live. */
  held: Array<{ seq: number; event: Record<string, unknown> }> | null;
}

export interface Connection {
  readonly id: string;
  readonly userId: number;
  readonly socket: Socket;
  readonly watches: Map<string, Watch>;
  readonly delivered: Set<string>;
  lastSeen: number;
}

export interface Snapshot {
  /** Highest seq visible to the snapshot. */
  s: number;
  /** The reader's floor before it. */
  l: number;
  /** Seqs in (l, s] the snapshot saw, per channel. */
  visible: Record<string, number[]>;
}

/** Seqs remembered per connection against a replay repeating a delivery. */
const DELIVERED_MEMORY = 4096;

/** Sends `event` unless this connection already got the delivery `key` (a replay repeating it). */
export function sendOnce(conn: Connection, key: string, event: Record<string, unknown>): void {
  if (conn.delivered.has(key)) return;
  conn.delivered.add(key);
  if (conn.delivered.size > DELIVERED_MEMORY) {
    const oldest = conn.delivered.values().next().value;
    if (oldest !== undefined) conn.delivered.delete(oldest);
  }
  try {
    conn.socket.send(JSON.stringify(event));
  } catch {
    // A socket closing meanwhile: its close handler drops it.
  }
}
