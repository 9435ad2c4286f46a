// The Realtime stand-in's limits, with hosted Realtime's figures and refusals (Supabase docs, Realtime
// "Limits": 100 channels per connection on every plan; channel joins per second per project: 100 on
// Free, 500 on Pro, 2,500 beyond). A refused join gets a `phx_reply` with status "error" and hosted's
// reason, which realtime-js reports as CHANNEL_ERROR. Hosted has no documented cap on
// `postgres_changes` bindings per join; the stand-in caps them because each one costs queries at join.

export interface RealtimeLimits {
  /** Channels one socket may have joined at once (hosted: 100, every plan). */
  channelsPerConnection: number;
  /** `postgres_changes` bindings in one join (the stand-in's own cap). */
  bindingsPerChannel: number;
  /** Joins per second across the whole stack, as hosted counts them per project (Pro plan: 500). */
  joinsPerSecond: number;
}

export const REALTIME_LIMITS: RealtimeLimits = {
  channelsPerConnection: 100,
  bindingsPerChannel: 100,
  joinsPerSecond: 500,
};

/** Hosted Realtime's reasons, word for word (realtime-js and other clients match on the code before ":"). */
export const LIMIT_REASONS = {
  tooManyChannels: "ChannelRateLimitReached: Too many channels",
  tooManyJoins: "ClientJoinRateLimitReached: Too many joins per second",
  tooManyBindings: (max: number) => `Too many postgres_changes bindings: at most ${max} per channel`,
};

/**
 * At most `limit` events in any `windowMs`: a ring of the last `limit` accepted times; a new event is
 * accepted when the oldest of them is at least `windowMs` old. Refused events are not counted, so a
 * flood is held at the limit rather than locking everyone out for good.
 */
export class RateWindow {
  private readonly times: number[] = [];
  private next = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  tryTake(): boolean {
    const now = this.now();
    if (this.times.length < this.limit) {
      this.times.push(now);
      return true;
    }
    const oldest = this.times[this.next] ?? 0;
    if (now - oldest < this.windowMs) return false;
    this.times[this.next] = now;
    this.next = (this.next + 1) % this.limit;
    return true;
  }
}
