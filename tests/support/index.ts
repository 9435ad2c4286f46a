export {
  anonClient,
  type ClientOptions,
  type NewUser,
  newUser,
  randomEmail,
  serviceClient,
  supabaseClient,
} from "./clients.ts";
export { adminSql, asUser, dailyTotalsAndFresh } from "./db.ts";
export { createInbox, type Inbox, type InboxMessage, inbox } from "./inbox.ts";
export {
  type Binding,
  type Change,
  realtimeClient,
  signAccessToken,
  type WatchedChannel,
  watchChanges,
} from "./realtime.ts";
export { stack } from "./stack.ts";
